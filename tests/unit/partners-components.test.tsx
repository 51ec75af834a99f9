import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import ContactForm from '@/components/partners/ContactForm';
import { ContactConfirmation } from '@/components/partners/ContactConfirmation';
import { DirectoryFilters } from '@/components/partners/DirectoryFilters';
import { FilterPanel } from '@/components/partners/FilterPanel';
import { PartnerCard } from '@/components/partners/PartnerCard';
import PartnerDirectory from '@/components/partners/PartnerDirectory';
import { ProfileForm } from '@/components/partners/ProfileForm';
import { defaultFilters } from '@/lib/partners/filters';
import { emptyProfileForm } from '@/lib/partners/profile-form';
import type { DirectoryCard } from '@/lib/partners/types';

const states = [
  { code: 'CA', name: 'California' },
  { code: 'TX', name: 'Texas' },
];

const partner: DirectoryCard = {
  id: 'f0000000-0000-4000-8000-000000000002',
  profession: 'social_worker',
  full_name: 'Tomás Ferreira-Whitlock',
  credentials: 'LCSW',
  license_states: ['TX'],
  specialties: ['depression', 'grief', 'adhd'],
  languages: ['English', 'Spanish', 'Portuguese', 'French'],
  insurance: [],
  fee_min: 60,
  fee_max: 120,
  sliding_scale: true,
  telehealth: true,
  in_person: false,
  city: 'San Antonio',
  state: 'TX',
  accepting_clients: false,
  bio: 'A real listing.',
  verified_at: '2026-03-04T12:00:00Z',
  is_sample: false,
};

/** A fictional sample, as partner_directory returns one: never a verification date. */
const sample: DirectoryCard = {
  ...partner,
  id: 'f0000000-0000-4000-8000-000000000004',
  full_name: 'Jonah Pellerin',
  bio: 'Sample profile: Jonah is fictional.',
  is_sample: true,
  verified_at: null,
};

describe('PartnerCard', () => {
  test('shows who they are, the Verified date, availability and how to reach them', () => {
    render(<PartnerCard partner={partner} />);
    const card = screen.getByRole('article', { name: 'Tomás Ferreira-Whitlock' });
    expect(within(card).getByText(/Verified/)).toHaveTextContent('Verified March 4, 2026');
    expect(within(card).getByText('Not taking new clients right now')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Specialties' })).toHaveTextContent('DepressionGriefADHD');
    expect(within(card).getByText('$60–$120 per session, sliding scale available')).toBeInTheDocument();
    expect(within(card).getByText('Self-pay only')).toBeInTheDocument();
    expect(within(card).getByText('English, Spanish, Portuguese and 1 more')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Send a message to Tomás Ferreira-Whitlock' })).toHaveAttribute(
      'href',
      `/contact-partner/${partner.id}`,
    );
    expect(within(card).getByRole('link', { name: 'View profile of Tomás Ferreira-Whitlock' })).toHaveAttribute(
      'href',
      `/partner/${partner.id}`,
    );
  });
});

describe('sample profiles', () => {
  test('a sample card carries the Sample label and no Verified seal or date', () => {
    const { container } = render(<PartnerCard partner={sample} />);
    const card = screen.getByRole('article', { name: 'Jonah Pellerin' });
    expect(within(card).getByText('Sample profile — fictional, for demonstration')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/verified/i);
    expect(container.querySelector('time, [data-slot="verified-badge"]')).toBeNull();
  });

  test('even a sample row that arrived with a date shows no seal: is_sample decides', () => {
    const forged = { ...sample, verified_at: '2026-03-04T12:00:00Z' } as unknown as DirectoryCard;
    render(<PartnerCard partner={forged} />);
    const card = screen.getByRole('article', { name: 'Jonah Pellerin' });
    expect(card).not.toHaveTextContent(/verified|March 4, 2026/i);
  });

  test('a real listing keeps its Verified seal and no Sample label', () => {
    render(<PartnerCard partner={partner} />);
    const card = screen.getByRole('article', { name: 'Tomás Ferreira-Whitlock' });
    expect(card).toHaveTextContent('Verified March 4, 2026');
    expect(card).not.toHaveTextContent(/sample/i);
  });

  test('the contact form for a sample says plainly that nobody will read the message', () => {
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key-for-unit-tests');
    try {
      render(<ContactForm partner={{ id: sample.id, full_name: 'Jonah Pellerin', accepting_clients: true, is_sample: true }} />);
      expect(screen.getByText('Sample profile — fictional, for demonstration')).toBeInTheDocument();
      expect(
        screen.getByText(/Jonah Pellerin is not a real person\. You can try this form, but nobody will read your message/),
      ).toBeVisible();
      expect(screen.getByLabelText(/I understand that Jonah Pellerin is fictional/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send a test message' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Send to Jonah/ })).toBeNull();
      expect(screen.queryByText(/passes my name, contact details and message to/)).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('after sending to a sample, the confirmation says it was only saved', () => {
    render(<ContactConfirmation partnerName="Jonah Pellerin" preferred="email" requestId={null} shareProblem={null} sample />);
    expect(screen.getByRole('heading', { name: 'Your test message was saved' })).toBeInTheDocument();
    expect(screen.getByText(/Nobody will read your message or reply to it/)).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).toBeNull();
  });
});

/** jsdom has no media queries: a screen `width` px wide, for the queries that ask about width. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width: (\d+)rem/.exec(query)?.[1] ?? Infinity) * 16 <= width,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

beforeEach(() => screenWidth(390));

describe('FilterPanel', () => {
  const panel = (active: number, onShowResults?: () => void) =>
    render(
      <FilterPanel active={active} onShowResults={onShowResults}>
        <label>
          Profession <select />
        </label>
      </FilterPanel>,
    );

  test('on a phone it starts closed, and its toggle counts the active filters', () => {
    const { container } = panel(2);
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    expect(container.querySelector('summary')).toHaveTextContent('Filters (2) active');
  });

  test('with no filters the toggle just says Filters', () => {
    const { container } = panel(0);
    expect(container.querySelector('summary')).toHaveTextContent(/^Filters$/);
  });

  test('where the filters sit beside the results it opens', () => {
    screenWidth(1280);
    const { container } = panel(0, () => undefined);
    expect(container.querySelector('details')).toHaveAttribute('open');
  });

  test('"Show results" closes the panel and hands over to the results', async () => {
    const onShowResults = vi.fn();
    const { container } = panel(1, onShowResults);
    const details = container.querySelector('details')!;
    details.open = true;
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(details.open).toBe(false);
    expect(onShowResults).toHaveBeenCalledOnce();
  });
});

describe('PartnerDirectory', () => {
  test('with no listings at all, a calm empty state instead of a filter hint', () => {
    render(<PartnerDirectory initial={{ rows: [], total: 0 }} states={states} languages={['English']} insurers={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No professionals are listed yet.');
    expect(screen.getByText(/Haven lists each professional only after checking their license by hand/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get help page' })).toHaveAttribute('href', '/get-help');
    expect(screen.queryByText(/Nobody matches every filter/)).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  test('real listings and samples side by side: each with its own badge', () => {
    render(<PartnerDirectory initial={{ rows: [partner, sample], total: 2 }} states={states} languages={['English']} insurers={[]} />);
    expect(screen.getByRole('article', { name: 'Tomás Ferreira-Whitlock' })).toHaveTextContent('Verified March 4, 2026');
    const fake = screen.getByRole('article', { name: 'Jonah Pellerin' });
    expect(fake).toHaveTextContent('Sample profile — fictional, for demonstration');
    expect(fake).not.toHaveTextContent(/verified/i);
  });
});

describe('DirectoryFilters', () => {
  test('each change reports new filters and goes back to page 1', async () => {
    const onChange = vi.fn();
    render(
      <DirectoryFilters
        filters={{ ...defaultFilters, page: 3 }}
        states={states}
        languages={['English', 'Spanish']}
        insurers={['Aetna']}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Profession'), 'psychiatrist');
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilters, profession: 'psychiatrist', page: 1 });
    await userEvent.selectOptions(screen.getByLabelText('What would you like help with?'), 'depression');
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilters, concern: 'depression', page: 1 });
    await userEvent.click(screen.getByLabelText('Accepting new clients'));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilters, accepting: true, page: 1 });
    await userEvent.type(screen.getByLabelText('Insurance'), 'aetna{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilters, insurance: 'aetna', page: 1 });
  });

  test('is a GET form whose field names are the URL parameters', () => {
    const { container } = render(
      <DirectoryFilters filters={defaultFilters} states={states} languages={[]} insurers={[]} onChange={() => {}} />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-partners');
    const names = [...form.querySelectorAll('[name]')].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['concern', 'profession', 'state', 'session', 'insurance', 'language', 'fee', 'accepting', 'sliding', 'sort']);
  });
});

/** Types by pasting: the profile form is long, and key-by-key typing is slow in jsdom. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('ProfileForm', () => {
  test('shows every problem before anything is sent, and keeps what was typed', async () => {
    const onSave = vi.fn();
    render(
      <ProfileForm initial={emptyProfileForm({ full_name: 'Ada Lane' })} states={states} submitLabel="Send my profile" onSave={onSave} />,
    );
    await userEvent.type(screen.getByLabelText('License number'), 'PSY-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send my profile' }));
    expect(onSave).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please choose your profession.');
    expect(alert).toHaveTextContent('Please choose at least one state you are licensed in.');
    expect(screen.getByLabelText('License number')).toHaveValue('PSY-1');
    expect(screen.getByLabelText('Full name, as on your license')).toHaveValue('Ada Lane');
  });

  test('sends a valid profile in the shape the database stores', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <ProfileForm
        initial={emptyProfileForm({ profession: 'counselor', full_name: 'Ada Lane' })}
        states={states}
        submitLabel="Send my profile"
        onSave={onSave}
      />,
    );
    await fill(screen.getByLabelText(/^Credentials/), 'LPC');
    await fill(screen.getByLabelText(/^License number/), 'LPC-77');
    await userEvent.selectOptions(screen.getByLabelText('Add a state'), 'TX');
    await userEvent.click(screen.getByLabelText('Grief'));
    await userEvent.type(screen.getByLabelText('Other languages, separated by commas'), 'Tagalog, Ilocano{Enter}');
    await fill(screen.getByLabelText(/^Lowest fee/), '80');
    await fill(screen.getByLabelText(/^Short bio/), 'I help adults through grief and loss, online across Texas, at a gentle pace.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my profile' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        profession: 'counselor',
        license_states: ['TX'],
        specialties: ['grief'],
        languages: ['English', 'Tagalog', 'Ilocano'],
        fee_min: 80,
        fee_max: null,
        telehealth: true,
        in_person: false,
      }),
    );
  }, 20_000);

  test('a failed save says why and keeps the form', async () => {
    const onSave = vi.fn().mockRejectedValue({ message: 'This account already has a partner profile.' });
    render(
      <ProfileForm
        initial={{
          ...emptyProfileForm({ profession: 'counselor', full_name: 'Ada Lane' }),
          credentials: 'LPC',
          license_number: 'L-1',
          license_states: ['TX'],
          specialties: ['grief'],
          bio: 'x'.repeat(60),
        }}
        states={states}
        submitLabel="Save"
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This account already has a partner profile.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^License number/)).toHaveValue('L-1');
  });
});
