import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, Identifier, Sentence, slot, UserText } from './bidi';

describe('bidi isolation', () => {
  it('keeps an identifier left to right, isolated and on one line', () => {
    render(<Identifier>KH-20261125-GTFYFH</Identifier>);
    const id = screen.getByText('KH-20261125-GTFYFH');
    expect(id.tagName).toBe('BDI');
    expect(id).toHaveAttribute('dir', 'ltr');
    expect(id).toHaveClass('whitespace-nowrap');
  });

  it('keeps an e-mail left to right and isolated', () => {
    render(<EmailText>mona@example.com</EmailText>);
    const email = screen.getByText('mona@example.com');
    expect(email.tagName).toBe('BDI');
    expect(email).toHaveAttribute('dir', 'ltr');
  });

  it('isolates typed text in its own direction (bdi without dir reads its first letter)', () => {
    render(<UserText>12 Tahrir St, Dokki</UserText>);
    const line = screen.getByText('12 Tahrir St, Dokki');
    expect(line.tagName).toBe('BDI');
    expect(line).not.toHaveAttribute('dir');
  });

  it('draws a value inside a translated sentence where the translator put it', () => {
    render(
      <p data-testid="sentence">
        <Sentence text="الطلب {{number}} تم" values={{ number: <Identifier>KH-1</Identifier> }} />
      </p>,
    );
    const sentence = screen.getByTestId('sentence');
    expect(sentence).toHaveTextContent('الطلب KH-1 تم');
    expect(sentence.querySelector('bdi')).toHaveTextContent('KH-1');
    expect(sentence.firstChild?.textContent).toBe('الطلب ');
  });

  it('leaves a placeholder it was given no value for as it is', () => {
    render(
      <p data-testid="sentence">
        <Sentence text={`Order ${slot('number')}`} values={{}} />
      </p>,
    );
    expect(screen.getByTestId('sentence')).toHaveTextContent('Order {{number}}');
  });
});
