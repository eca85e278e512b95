import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it("names the page in the document's head, following changes, without drawing in the page", () => {
    const { container, rerender } = render(<PageTitle>Laptops · Kahraba</PageTitle>);
    expect(document.title).toBe('Laptops · Kahraba');
    expect(container).toBeEmptyDOMElement();
    rerender(<PageTitle>Audio · Kahraba</PageTitle>);
    expect(document.title).toBe('Audio · Kahraba');
  });

  it('is a <title> in the HTML the server renders', () => {
    expect(renderToString(<PageTitle>Audio & more · Kahraba</PageTitle>)).toContain(
      '<title>Audio &amp; more · Kahraba</title>',
    );
  });
});
