/** For tests: just enough of XMLHttpRequest to watch what is sent and to answer it. */
export class FakeRequest extends EventTarget {
  /** Every request made since the last `reset`, oldest first. */
  static made: FakeRequest[] = [];

  static reset(): void {
    FakeRequest.made = [];
  }

  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';

  constructor() {
    super();
    FakeRequest.made.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
  }

  /** The server answers. */
  answer(status: number, responseText = ''): void {
    this.status = status;
    this.responseText = responseText;
    this.dispatchEvent(new Event('load'));
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { loaded, total, lengthComputable: true }),
    );
  }
}
