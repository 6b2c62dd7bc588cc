import { describe, it, vi } from 'vitest';
import { Island } from '@gold/ui/island';
import { loadRemoteModule, type PageModule } from '../remotes/loadRemoteModule';
import { failOver } from '../remotes/remoteTargets';
import { atCalculatorAsCanaryVisitor, expectCanaryGivenUp } from '../testing/firstPageView';
import { serverPage } from '../testing/serverPage';

// The federation runtime is left out: which version a load gets is what remoteTargets says.
vi.mock('../remotes/loadRemoteModule', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

const view = atCalculatorAsCanaryVisitor();

/** The canary's form as its code runs in the browser: it throws. */
function BrokenForm(): never {
  throw new Error('calculator 1.1.0 breaks once committed');
}
/** The same form as the build drew it. */
const FormAtBuild = () => <form aria-label="Calculator" />;
const CanaryPage = () => (
  <section>
    <h1>Gold Calculator</h1>
    <Island module="./FormIsland" component={FormAtBuild} props={{}} essential />
  </section>
);
const StablePage = () => <h1>Gold Calculator (stable)</h1>;

describe("a canary's essential island whose failure is told after the page failed over", () => {
  it("is charged to the canary, not stable, and the page is stable's, without the panel", async () => {
    const container = serverPage({ Page: CanaryPage, isStatic: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockImplementation((_remote, module) =>
      Promise.resolve({
        default: module === './FormIsland' ? BrokenForm : StablePage,
      } as unknown as PageModule),
    );
    // The form throws before the layout runs: its failure is held for the layout. Meanwhile
    // another of the canary's files failed to load: the remote went over to stable.
    await expectCanaryGivenUp(container, view, () => failOver('calculator', '1.1.0'));
  });
});
