import { prepareDatabaseTemplate } from './serverProcess';

/** Once per run, before any test: the database that own servers start from. */
export default async function globalSetup() {
  await prepareDatabaseTemplate(Number(process.env.E2E_TEMPLATE_PORT ?? 8299));
}
