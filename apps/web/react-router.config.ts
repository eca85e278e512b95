import type { Config } from '@react-router/dev/config';

// Every page is rendered on the server by React and hydrated in the browser (docs/decisions/0008).
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
