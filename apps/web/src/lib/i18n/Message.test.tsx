// @vitest-environment jsdom
// One message with elements in it: each language puts the element where its sentence needs it.
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadMessages } from './index';
import { Message } from './Message';

const link = <a href="/privacy">privacy notice</a>;

describe('Message', () => {
  afterAll(() => activateLanguage('en'));

  it('puts the element in the English sentence, once, with the values around it', () => {
    const { container } = render(
      <Message
        id="seeker.toContactWrite"
        values={{ name: 'Grace' }}
        elements={{ email: <a href="mailto:g@x.ug">g@x.ug</a> }}
      />,
    );
    expect(container.textContent).toBe('To contact Grace, write to g@x.ug.');
    expect(screen.getByRole('link', { name: 'g@x.ug' })).toHaveProperty('href', 'mailto:g@x.ug');
  });

  it("follows the language's word order: the link ends the Luganda sentence", async () => {
    await activateLanguage('lg');
    await loadMessages('pages');
    const { container } = render(<Message id="account.whatThePortalKeeps" elements={{ link }} />);
    expect(container.textContent).toBe("Omukutu bye gukuumye ku ggwe n'ensonga lwaki biri mu privacy notice.");
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});
