export interface FakeFetch {
  fetch: (request: Request) => Promise<Response>;
  requests: Request[];
}

/** A fetch double that records every request and answers with `respond`. */
export function fakeFetch(respond: (request: Request) => Response | Promise<Response>): FakeFetch {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export const emptyPage = {
  data: [],
  meta: { page: 1, totalpage: 0, totaldata: 0, totalDataOnPage: 0, totalActive: 0 },
};
