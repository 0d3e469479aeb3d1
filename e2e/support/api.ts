import crypto from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { MethodName, MethodRequest, MethodResponse } from '@portal/api/catalogue';
import { PASSWORD, SANDBOX } from './portal';

/**
 * A signed-in API session against the sandbox, for journeys that need to know the data they check the screens
 * against (real HTTP, the same method API the portal calls; never a stub).
 */
export interface ApiSession {
  call<M extends MethodName>(method: M, request: MethodRequest<M>): Promise<MethodResponse<M>>;
}

export async function apiSession(request: APIRequestContext, email: string): Promise<ApiSession> {
  const verifier = crypto.randomBytes(96).toString('base64url');
  const codeChallenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const login = await request.post(`${SANDBOX}/auth/login`, {
    data: { client: 'e2e', username: email, password: PASSWORD, codeChallenge },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return {
    async call(method, body) {
      const response = await request.post(`${SANDBOX}/api/v1/?method=${method}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
        data: { method, ...body },
      });
      expect(response.ok()).toBe(true);
      const answer = (await response.json()) as { responseCode: string };
      expect(answer.responseCode).toBe('00');
      return answer as never;
    },
  };
}
