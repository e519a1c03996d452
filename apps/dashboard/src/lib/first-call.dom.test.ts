import { hasFirstCalls, takeFirstCall } from './first-call';

const URL_A = 'http://api.test/v1/admindata/allusers?page=1&limit=15';
const URL_B = 'http://api.test/v1/partner_master/getbank';

afterEach(() => {
  window.firstCalls = undefined;
});

describe('the first calls public/boot.js asked for', () => {
  it('answer a GET of the same URL once, with the answer boot.js holds', async () => {
    const answer = Promise.resolve(new Response('{"data":[]}'));
    window.firstCalls = [
      { url: URL_A, answer },
      { url: URL_B, answer: Promise.resolve(new Response('{}')) },
    ];
    expect(hasFirstCalls()).toBe(true);
    expect(takeFirstCall(new Request(URL_A))).toBe(answer);
    expect(takeFirstCall(new Request(URL_A))).toBeNull();
    expect(window.firstCalls?.map(({ url }) => url)).toEqual([URL_B]);
  });

  it('answer nothing else: another URL, another method, or none asked for', () => {
    expect(hasFirstCalls()).toBe(false);
    expect(takeFirstCall(new Request(URL_A))).toBeNull();
    window.firstCalls = [{ url: URL_A, answer: Promise.resolve(new Response('{}')) }];
    expect(takeFirstCall(new Request(`${URL_A}&search=ana`))).toBeNull();
    expect(takeFirstCall(new Request(URL_A, { method: 'POST', body: '{}' }))).toBeNull();
    expect(hasFirstCalls()).toBe(true);
  });
});
