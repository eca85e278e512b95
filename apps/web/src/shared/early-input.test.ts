import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

function drawnPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div><button id="outside">Outside</button>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

const element = <T extends Element>(selector: string) => document.querySelector(selector) as T;

afterEach(() => {
  releaseEarlyInput();
  document.body.innerHTML = '';
});

describe('early input on a page the server drew', () => {
  it('hands a tap to the app once it has taken the page over, on the same element', () => {
    holdEarlyInput(drawnPage('<button id="add"><span>Add to cart</span></button>'));
    element<HTMLElement>('#add span').click();
    // The app takes over: the button gets its handler now.
    const onTap = vi.fn();
    element('#add').addEventListener('click', onTap);
    expect(onTap).not.toHaveBeenCalled();
    releaseEarlyInput();
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('ticks a checkbox once, when the app is there to hear it', () => {
    holdEarlyInput(drawnPage('<label><input type="checkbox" id="brand"> Samsung</label>'));
    element<HTMLInputElement>('#brand').click();
    expect(element<HTMLInputElement>('#brand').checked).toBe(false);
    releaseEarlyInput();
    expect(element<HTMLInputElement>('#brand').checked).toBe(true);
  });

  it('keeps typed text the takeover set back, telling the app as if it had been typed', () => {
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
    releaseEarlyInput();
    expect(field.value).toBe('galaxy');
    expect(sort.value).toBe('b');
    expect(heard).toHaveBeenCalledWith('galaxy');
  });

  it('sends a form submitted meanwhile through the app', () => {
    holdEarlyInput(drawnPage('<form id="search"><input name="q"><button>Search</button></form>'));
    const form = element<HTMLFormElement>('#search');
    const leftToTheBrowser: boolean[] = [];
    document.addEventListener('submit', (event) => leftToTheBrowser.push(!event.defaultPrevented));
    form.requestSubmit();
    // The browser does not send the form (reloading the page) before the app is there.
    expect(leftToTheBrowser).toEqual([false]);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    releaseEarlyInput();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links, and everything outside the page, alone, and stops holding once released', () => {
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

    releaseEarlyInput();
    const later = vi.fn();
    element('#later').addEventListener('click', later);
    element<HTMLElement>('#later').click();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
