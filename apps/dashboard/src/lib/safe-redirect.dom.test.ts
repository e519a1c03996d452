import { loginPathFor, safeRedirect } from './safe-redirect';

const ORIGIN = 'http://127.0.0.1:5173';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/partner', '/partner'],
    ['/voucher/edit/12', '/voucher/edit/12'],
    ['/member?page=2&search=budi', '/member?page=2&search=budi'],
    ['/dispute/chat/3#last', '/dispute/chat/3#last'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/promo/../users', '/users'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    // absolute and protocol-relative URLs
    'https://evil.example',
    'http://127.0.0.1:5173.evil.example/',
    '//evil.example',
    '///evil.example',
    '//evil.example/path',
    // backslashes, which browsers read as slashes
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/partner\\..\\..\\evil',
    // schemes
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // relative paths without a leading slash
    'evil.example',
    'partner',
    '.',
    '?next=/',
    // control characters (tab, newline, NUL) that browsers strip or that split headers
    '/\t/evil.example',
    '/%09/evil.example',
    '%09//evil.example',
    '/partner%0d%0aSet-Cookie:x=1',
    '/%00',
    '\n/partner',
    // dot segments that URL parsing resolves to a protocol-relative path
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/partner/../..//evil.example',
    '/..%2F%2Fevil.example',
    // encoded and double-encoded forms of the above
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%5C%5Cevil.example',
    '%252F%252Fevil.example',
    '/%252Fevil.example',
    '/%255Cevil.example',
    '%25252F%25252Fevil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
    // malformed escapes and absurd lengths
    '/%E0%A4%A',
    '/%',
    `/${'a'.repeat(3000)}`,
    // nothing usable
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBe('/');
  });

  it('refuses nesting deeper than it decodes', () => {
    let raw = '//evil.example';
    for (let round = 0; round < 8; round += 1) raw = encodeURIComponent(raw);
    expect(safeRedirect(raw, ORIGIN)).toBe('/');
    let benign = '/partner';
    for (let round = 0; round < 8; round += 1) benign = encodeURIComponent(benign);
    expect(safeRedirect(benign, ORIGIN)).toBe('/');
  });

  it('uses the page origin by default', () => {
    expect(safeRedirect('/member')).toBe('/member');
    expect(safeRedirect(`${window.location.origin}/member`)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('brings the user back to the page they asked for', () => {
    expect(loginPathFor('/member?page=2')).toBe('/login?redirect=%2Fmember%3Fpage%3D2');
  });

  it('needs no redirect for the home page or an unsafe path', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });

  it('keeps the login page as it is instead of nesting redirects', () => {
    expect(loginPathFor('/login')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fmember')).toBe('/login?redirect=%2Fmember');
    expect(loginPathFor('/loginx')).toBe('/login?redirect=%2Floginx');
  });
});
