import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawingOnServer, PageTitle } from './page-title';

describe('PageTitle', () => {
  it('names the page in the browser, following changes, without drawing anything', () => {
    const { container, rerender } = render(<PageTitle>Laptops · Kahraba</PageTitle>);
    expect(document.title).toBe('Laptops · Kahraba');
    expect(container).toBeEmptyDOMElement();
    rerender(<PageTitle>Audio · Kahraba</PageTitle>);
    expect(document.title).toBe('Audio · Kahraba');
  });

  it('is a <title> when the server draws the page, for it to put in the head', () => {
    expect(
      renderToString(
        <DrawingOnServer.Provider value>
          <PageTitle>Audio & more · Kahraba</PageTitle>
        </DrawingOnServer.Provider>,
      ),
    ).toBe('<title>Audio &amp; more · Kahraba</title>');
  });
});
