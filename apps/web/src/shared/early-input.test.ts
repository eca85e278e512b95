import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

function drawnPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div><button id="outside">Outside</button>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

const element = <T extends Element>(selector: string) => document.querySelector(selector) as T;

afterEach(async () => {
  await releaseEarlyInput();
  document.body.innerHTML = '';
});

describe('early input on a page the server drew', () => {
  it('hands a tap to the app once it has taken the page over, on the same element', async () => {
    holdEarlyInput(drawnPage('<button id="add"><span>Add to cart</span></button>'));
    element<HTMLElement>('#add span').click();
    // The app takes over: the button gets its handler now.
    const onTap = vi.fn();
    element('#add').addEventListener('click', onTap);
    expect(onTap).not.toHaveBeenCalled();
    await releaseEarlyInput();
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('ticks a checkbox once, when the app is there to hear it', async () => {
    holdEarlyInput(drawnPage('<label><input type="checkbox" id="brand"> Samsung</label>'));
    element<HTMLInputElement>('#brand').click();
    expect(element<HTMLInputElement>('#brand').checked).toBe(false);
    await releaseEarlyInput();
    expect(element<HTMLInputElement>('#brand').checked).toBe(true);
  });

  it('keeps typed text the takeover set back, telling the app as if it had been typed', async () => {
    holdEarlyInput(
      drawnPage('<input id="q" value=""><select id="sort"><option>a</option><option>b</option></select>'),
    );
    const field = element<HTMLInputElement>('#q');
    field.value = 'galaxy';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const sort = element<HTMLSelectElement>('#sort');
    sort.value = 'b';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // The app draws the page over with the values it holds.
    field.value = '';
    sort.value = 'a';
    const heard = vi.fn();
    field.addEventListener('input', (event) => heard((event.target as HTMLInputElement).value));
    await releaseEarlyInput();
    expect(field.value).toBe('galaxy');
    expect(sort.value).toBe('b');
    expect(heard).toHaveBeenCalledWith('galaxy');
  });

  it('sends a form submitted meanwhile through the app', async () => {
    holdEarlyInput(drawnPage('<form id="search"><input name="q"><button>Search</button></form>'));
    const form = element<HTMLFormElement>('#search');
    const leftToTheBrowser: boolean[] = [];
    document.addEventListener('submit', (event) => leftToTheBrowser.push(!event.defaultPrevented));
    form.requestSubmit();
    // The browser does not send the form (reloading the page) before the app is there.
    expect(leftToTheBrowser).toEqual([false]);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await releaseEarlyInput();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('submits a form only once the app has drawn what was typed into it', async () => {
    holdEarlyInput(drawnPage('<form id="search"><input id="q"></form>'));
    const field = element<HTMLInputElement>('#q');
    field.value = 'iphone';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    element<HTMLFormElement>('#search').requestSubmit();
    // The app takes over with an empty field, and, like Preact, updates its state a microtask after
    // an input; its submit handler searches for what its state holds.
    field.value = '';
    let query = '';
    field.addEventListener('input', () => queueMicrotask(() => (query = field.value)));
    const searched: string[] = [];
    element('#search').addEventListener('submit', (event) => {
      event.preventDefault();
      searched.push(query);
    });
    await releaseEarlyInput();
    expect(searched).toEqual(['iphone']);
  });

  it('leaves links, and everything outside the page, alone, and stops holding once released', async () => {
    holdEarlyInput(
      drawnPage('<a href="#deals"><button id="in-link">Deals</button></a><button id="later">Later</button>'),
    );
    const outside = vi.fn();
    element('#outside').addEventListener('click', outside);
    element<HTMLElement>('#outside').click();
    expect(outside).toHaveBeenCalledTimes(1);
    const link = vi.fn();
    element('#in-link').addEventListener('click', link);
    element<HTMLElement>('#in-link').click();
    expect(link).toHaveBeenCalledTimes(1);

    await releaseEarlyInput();
    const later = vi.fn();
    element('#later').addEventListener('click', later);
    element<HTMLElement>('#later').click();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
