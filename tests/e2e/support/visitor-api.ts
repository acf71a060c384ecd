import type { TestServer } from '../../helpers/test-server';
import { postForm, type UploadFile } from '../../helpers/uploads';

/**
 * The public side of the real API (the REST shim of SPEC section 7), used to arrange what a
 * visitor would have sent when a journey is not about the visitor's screens.
 */
export class VisitorApi {
  constructor(private readonly server: TestServer) {}

  private async expectOk(answer: { status: number; body: unknown }, what: string) {
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${what} failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }

  async apply(jobId: string, fields: { fullName: string; email: string; phone: string }, resume: UploadFile) {
    const answer = await postForm(`${this.server.url}/api/candidates/${jobId}`, fields, { field: 'resume', ...resume });
    await this.expectOk(answer, `applying as ${fields.email}`);
  }

  async register(eventId: string, fields: { name: string; email: string; phone: string }) {
    await this.expectOk(
      await this.server.rest('POST', `/api/events/${eventId}/register`, { body: fields }),
      `registering ${fields.email}`,
    );
  }

  async joinUs(fields: {
    name: string;
    email: string;
    phone: string;
    location: string;
    type: 'Individual' | 'Organization';
  }) {
    await this.expectOk(
      await this.server.rest('POST', '/api/JoinUsPeople', { body: fields }),
      `joining as ${fields.email}`,
    );
  }

  async contact(fields: { name: string; email: string; mobile: string; location: string; message: string }) {
    await this.expectOk(
      await this.server.rest('POST', '/api/contact', { body: fields }),
      `contacting as ${fields.email}`,
    );
  }
}
