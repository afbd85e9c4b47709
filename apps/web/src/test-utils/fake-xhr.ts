/**
 * The part of XMLHttpRequest that the API client's uploads use (lib/api-client.ts, sendWithProgress),
 * answered by a fetch-like function: `stubFetch` passes its mock, so an upload with progress reaches
 * the same handler, is recorded among its calls and has its answer checked against the contract.
 *
 * The upload's progress is reported twice: half of the body as soon as it is sent, the whole body
 * once the handler has answered, so a test whose handler waits sees an upload under way at 50%.
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The size the fake reports for a multipart body: its names' and texts' lengths and its files' sizes
 * (boundaries aside), rounded up to an even number so that its half is exactly 50%.
 */
export function fakeUploadSize(body: FormData): number {
  let size = 0;
  for (const [name, value] of body.entries()) {
    size += name.length + (typeof value === 'string' ? new Blob([value]).size : value.size);
  }
  return size + (size % 2);
}

function progressEvent(type: string, loaded: number, total: number): ProgressEvent {
  return new ProgressEvent(type, { lengthComputable: total > 0, loaded, total });
}

export function fakeXhrClass(send: FetchLike) {
  return class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    responseType: XMLHttpRequestResponseType = '';
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private readonly answerHeaders = new Headers();
    private readonly controller = new AbortController();
    private isDone = false;

    open(method: string, url: string | URL): void {
      this.method = method;
      this.url = String(url);
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.append(name, value);
    }

    getAllResponseHeaders(): string {
      let lines = '';
      this.answerHeaders.forEach((value, name) => {
        lines += `${name}: ${value}\r\n`;
      });
      return lines;
    }

    send(body?: Document | XMLHttpRequestBodyInit | null): void {
      const total = body instanceof FormData ? fakeUploadSize(body) : 0;
      const init: RequestInit = {
        method: this.method,
        headers: this.headers,
        body: body as BodyInit | null,
        signal: this.controller.signal,
      };
      queueMicrotask(() => {
        if (this.isDone) return;
        this.upload.dispatchEvent(progressEvent('loadstart', 0, total));
        this.upload.dispatchEvent(progressEvent('progress', total / 2, total));
        void this.answer(send(this.url, init), total);
      });
    }

    abort(): void {
      if (this.isDone) return;
      this.controller.abort();
      this.finish('abort');
    }

    private async answer(pending: Promise<Response>, total: number): Promise<void> {
      let response: Response;
      try {
        response = await pending;
      } catch {
        this.finish('error');
        return;
      }
      const text = await response.text();
      if (this.isDone) return;
      this.upload.dispatchEvent(progressEvent('progress', total, total));
      this.upload.dispatchEvent(progressEvent('load', total, total));
      this.status = response.status;
      this.statusText = response.statusText;
      this.responseText = text;
      response.headers.forEach((value, name) => this.answerHeaders.set(name, value));
      this.finish('load');
    }

    private finish(type: 'load' | 'error' | 'abort'): void {
      if (this.isDone) return;
      this.isDone = true;
      this.dispatchEvent(new ProgressEvent(type));
      this.dispatchEvent(new ProgressEvent('loadend'));
    }
  };
}
