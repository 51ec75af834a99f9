import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUserClient, startTestServer, type TestServer } from '../support/server.ts';

// A member's first message after the server starts: Wren loads its model for seconds between two
// calls the companion function makes to this server, and with Node's 5 s keep-alive the second
// call met a connection the server had just closed (ECONNRESET: "Wren could not reply just now").
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test('the first message after a start is answered and saved', async () => {
  const member = await createUserClient(server);
  // The member's page has already talked to the server before they write.
  await member.client.from('chat_conversations').select('id').limit(1);
  const response = await fetch(`${server.url}/functions/v1/companion-chat`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${member.session.access_token}`,
      apikey: server.anonKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ message: 'work has been a lot this week' }),
  });
  expect(response.status).toBe(200);
  const { data } = await member.client.from('chat_messages').select('role, content').order('created_at');
  expect(data?.map((row) => row.role)).toEqual(expect.arrayContaining(['user', 'assistant']));
  expect(data?.find((row) => row.role === 'user')?.content).toBe('work has been a lot this week');
}, 120_000);
