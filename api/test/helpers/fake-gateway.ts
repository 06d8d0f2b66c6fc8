/**
 * Test helper: an in-memory XrplGateway. `handler` answers each command (return a result object,
 * throw to fail, or return a never-settling promise to simulate a hung node).
 */
import type { XrplCommand, XrplGateway } from '../../src/gateway';

export type FakeHandler = (command: XrplCommand) => unknown;

export class FakeGateway implements XrplGateway {
  readonly url: string;
  connected = true;
  closed = false;
  readonly calls: XrplCommand[] = [];

  constructor(
    private readonly handler: FakeHandler,
    url = 'ws://fake-node:6006',
  ) {
    this.url = url;
  }

  async request<T>(command: XrplCommand): Promise<T> {
    this.calls.push(command);
    return (await this.handler(command)) as T;
  }

  isConnected(): boolean {
    return this.connected;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

/** A promise that never settles (a node that accepted the request and never answered). */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
