import { messageParts } from './message-parts';

describe('messageParts', () => {
  it('keeps markup and scripts as text', () => {
    const message = "muncul <script>alert('promo')</script> dan <img src=x onerror=alert(1)>";
    expect(messageParts(message)).toEqual([message]);
  });

  it('links only http and https addresses, without the sentence’s full stop', () => {
    expect(
      messageParts('Lihat https://wordpress.org/a/b?x=1. Atau http://contoh.test, lalu kabari.'),
    ).toEqual([
      'Lihat ',
      'https://wordpress.org/a/b?x=1',
      '. Atau ',
      'http://contoh.test',
      ', lalu kabari.',
    ]);
  });

  it('never links javascript:, data: or other schemes', () => {
    for (const message of [
      'tautan javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'JAVASCRIPT:alert(1) atau vbscript:msgbox',
    ]) {
      expect(messageParts(message)).toEqual([message]);
    }
  });
});
