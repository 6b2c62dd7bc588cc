import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as StoreProvider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFailedMessage, type Branch, type BranchListResult } from '@gold/contracts';
import { HttpError, siteStore, type ApiAnswer } from '@gold/http';
import { PopupHost, UiProvider } from '@gold/ui';
import { branchesView } from '@gold/page-data';
import { getBranchPage } from './api/getBranchPage';
import { BranchesPage } from './BranchesPage';
import { BranchFinder } from './BranchFinder';

vi.mock('./api/getBranchPage', () => ({ getBranchPage: vi.fn() }));
const getPage = vi.mocked(getBranchPage);

const branch = (
  branchName: string,
  city: string,
  shopOpenTiming: string,
  shopClosingTiming: string,
): Branch => ({
  branchName,
  inchargeName: `Manager of ${branchName}`,
  mobileNumber: '9840012301',
  shopOpenTiming,
  shopClosingTiming,
  address: `1, Main Road, ${city}`,
  city,
  state: 'Tamil Nadu',
  latitude: 13.0418,
  longitude: 80.2341,
});

const branches = [
  branch('Salem - Five Roads', 'Salem', '09:00', '18:00'),
  branch('Chennai - T. Nagar', 'Chennai', '09:30', '19:00'),
  branch('Bengaluru - Jayanagar', 'Bengaluru', '13:00', '21:00'),
];

function serve(list: Branch[]) {
  getPage.mockImplementation((pageSize: number): Promise<ApiAnswer<BranchListResult>> =>
    Promise.resolve({
      flag: 1,
      message: 'ok',
      data: { content: list.slice(0, pageSize), totalElements: list.length },
    }),
  );
}

function renderPage() {
  return render(
    <StoreProvider store={siteStore}>
      <UiProvider>
        <BranchesPage />
        <PopupHost />
      </UiProvider>
    </StoreProvider>,
  );
}

// The popup dialog is loaded on first use, which takes a moment on a busy machine.
const findPopup = () => screen.findByRole('alertdialog', {}, { timeout: 10_000 });

const cardNames = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

beforeEach(() => {
  // The maps service, asked before a map is shown (mapReachable), answers: the test stays here.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(null)));
});

afterEach(() => {
  getPage.mockReset();
  vi.unstubAllGlobals();
});

describe('BranchesPage', () => {
  it('loads in two steps and shows one card per branch, A–Z, with its details', async () => {
    serve(branches);
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(getPage.mock.calls).toEqual([[5], [3]]);
    expect(cardNames()).toEqual([
      'Bengaluru - Jayanagar',
      'Chennai - T. Nagar',
      'Salem - Five Roads',
    ]);

    const tNagar = screen.getByRole('article', { name: 'Chennai - T. Nagar' });
    expect(within(tNagar).getByText('Manager of Chennai - T. Nagar')).toBeVisible();
    expect(within(tNagar).getByRole('link', { name: '9840012301' })).toHaveAttribute(
      'href',
      'tel:+919840012301',
    );
    expect(within(tNagar).getByText('9:30 AM – 7:00 PM')).toBeVisible();
    expect(within(tNagar).getByText('1, Main Road, Chennai')).toBeVisible();
    // Made once the page runs (this browser has no IntersectionObserver: at once then).
    const map = await within(tNagar).findByTitle('Map of Chennai - T. Nagar');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute(
      'src',
      'https://maps.google.com/maps?q=13.0418,80.2341&z=14&output=embed',
    );
    expect(within(tNagar).getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=13.0418,80.2341',
    );
  });

  it('shows the search box from the start, saying the branches are loading until they come', async () => {
    let answer: (list: Branch[]) => void = () => undefined;
    const answered = new Promise<Branch[]>((resolve) => {
      answer = resolve;
    });
    getPage.mockImplementation(async (pageSize: number): Promise<ApiAnswer<BranchListResult>> => {
      const list = await answered;
      return {
        flag: 1,
        message: 'ok',
        data: { content: list.slice(0, pageSize), totalElements: list.length },
      };
    });
    renderPage();
    expect(screen.getByRole('searchbox', { name: /find a branch/i })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading branches…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    answer(branches);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 branches');
  });

  it('shows the branches the page came with at once, then what the two calls answer', async () => {
    serve(branches);
    render(
      <StoreProvider store={siteStore}>
        <UiProvider>
          <BranchFinder branches={branchesView(branches.slice(0, 1), 'en')} />
        </UiProvider>
      </StoreProvider>,
    );
    expect(cardNames()).toEqual(['Salem - Five Roads']);
    expect(screen.getByRole('status')).toHaveTextContent('1 branch');
    await screen.findByRole('article', { name: 'Chennai - T. Nagar' });
    expect(getPage.mock.calls).toEqual([[5], [3]]);
    expect(cardNames()).toHaveLength(3);
  });

  it('shows the holiday notice', () => {
    serve(branches);
    renderPage();
    expect(screen.getByRole('note')).toHaveTextContent(
      'closed on all official bank holidays and public holidays',
    );
  });

  it('shows no business status on any card (spec section 4)', async () => {
    serve(branches);
    renderPage();
    for (const card of await screen.findAllByRole('article'))
      expect(card).not.toHaveTextContent(/open now|closed/i);
  });

  it('filters by city or name and announces how many branches match', async () => {
    serve(branches);
    const user = userEvent.setup();
    renderPage();
    // The search box is there while the branches load; the count comes with them.
    const search = screen.getByRole('searchbox', { name: /find a branch/i });
    await screen.findAllByRole('article');
    expect(screen.getByRole('status')).toHaveTextContent('3 branches');

    await user.type(search, 'chennai');
    expect(cardNames()).toEqual(['Chennai - T. Nagar']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 branches');

    await user.clear(search);
    await user.type(search, 'jaya');
    expect(cardNames()).toEqual(['Bengaluru - Jayanagar']);

    await user.clear(search);
    await user.type(search, 'Mumbai');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No branch matches “Mumbai”');
  });

  it("says the typed words in their own language inside a sentence of the page's", async () => {
    serve(branches);
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: /find a branch/i });
    await screen.findAllByRole('article');
    await user.type(search, 'Mumbai');
    // On an English page the status is plain text, as the spec has it.
    expect(screen.getByRole('status').querySelector('[lang]')).toBeNull();

    document.documentElement.lang = 'ta-IN';
    try {
      await user.clear(search);
      await user.type(search, 'Mumbai');
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('“Mumbai” என்ற தேடலுக்குப்');
      expect(status.querySelector('span[lang="en-IN"]')).toHaveTextContent(/^Mumbai$/);
    } finally {
      document.documentElement.lang = 'en-IN';
    }
  });

  it('shows "Something went wrong" with the HTTP status and an OK button when loading fails, then can try again', async () => {
    getPage.mockRejectedValueOnce(new HttpError(500, 'HTTP 500'));
    const user = userEvent.setup();
    renderPage();
    const popup = await findPopup();
    expect(popup).toHaveTextContent(loadFailedMessage(500));
    expect(loadFailedMessage(500)).toBe('Something went wrong 500');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));

    serve(branches);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('shows the server message when the answer’s flag is not 1', async () => {
    getPage.mockResolvedValue({ flag: 0, message: 'No branches today', data: null });
    renderPage();
    expect(await findPopup()).toHaveTextContent('No branches today');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
