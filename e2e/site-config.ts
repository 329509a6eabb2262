/** What the test server is started with; the tests check the pages against it. */
export const PORT = 3180;
export const CHAT_URL = 'https://chat.example.org/invite';
export const MESSAGING_URL = 'https://msg.example.org/group';
