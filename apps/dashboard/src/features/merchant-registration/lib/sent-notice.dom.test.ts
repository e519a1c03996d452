import { keepSentNotice, readSentNotice } from './sent-notice';

describe('the registration-sent notice in the history entry', () => {
  it('is read back from the same entry (what a reload or Back and Forward reopens)', () => {
    window.history.replaceState({ other: 1 }, '', '/merchant/register');
    expect(readSentNotice()).toBeNull();
    keepSentNotice('toko@contoh.test');
    expect(readSentNotice()).toBe('toko@contoh.test');
    // The router's own state in the entry is kept.
    expect(window.history.state).toMatchObject({ other: 1 });
  });

  it('is not carried into a new entry (the page opened anew)', () => {
    window.history.replaceState(null, '', '/merchant/register');
    keepSentNotice('toko@contoh.test');
    window.history.pushState(null, '', '/merchant/register');
    expect(readSentNotice()).toBeNull();
  });

  it('ignores a state that is not ours', () => {
    window.history.replaceState('text', '', '/merchant/register');
    expect(readSentNotice()).toBeNull();
    window.history.replaceState({ merchantRegistrationSentTo: 42 }, '', '/merchant/register');
    expect(readSentNotice()).toBeNull();
  });
});
