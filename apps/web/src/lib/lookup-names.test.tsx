// @vitest-environment jsdom
// A lookup name the API sends in English, shown in the page's language from its list's `names` (decision 027).
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { TranslatedLookup } from '@portal/contract';
import { activateLanguage } from './i18n';
import { nameOfId } from './form-lookups';
import { contractTypesQuery, toOptions } from './lookups';
import { useLookupName } from './lookup-names';

const CONTRACT_TYPES: TranslatedLookup[] = [
  { id: 1, name: 'Full Time', names: { sw: 'Muda wote', lg: 'Ekiseera kyonna' } },
  { id: 2, name: 'Volunteer', names: { sw: 'Kujitolea' } },
];

function ContractTypes({ names }: { names: string[] }) {
  const contractName = useLookupName(contractTypesQuery);
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>{contractName(name)}</li>
      ))}
    </ul>
  );
}

function renderWithList(node: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(contractTypesQuery().queryKey, CONTRACT_TYPES);
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('useLookupName and the select options', () => {
  afterEach(() => activateLanguage('en'));

  it('shows a job card’s English contract type in Swahili and in Luganda from the cached list', async () => {
    await activateLanguage('sw');
    const { unmount } = renderWithList(<ContractTypes names={['Full Time']} />);
    expect(screen.getByText('Muda wote')).toBeTruthy();
    unmount();
    await activateLanguage('lg');
    // No Luganda for Volunteer yet, and a name no row has: the English as it came.
    renderWithList(<ContractTypes names={['Full Time', 'Volunteer', 'Seasonal']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ekiseera kyonna',
      'Volunteer',
      'Seasonal',
    ]);
    // A first switch to a language compiles its catalogue in the test runner: slow on a busy machine.
  }, 30_000);

  it('leaves the name as it is in English', () => {
    renderWithList(<ContractTypes names={['Full Time']} />);
    expect(screen.getByText('Full Time')).toBeTruthy();
  });

  it('labels options and names a chosen row in the language, keeping the ids as values', async () => {
    await activateLanguage('sw');
    expect(toOptions(CONTRACT_TYPES)).toEqual([
      { value: '1', label: 'Muda wote' },
      { value: '2', label: 'Kujitolea' },
    ]);
    // Districts have no names: their own.
    expect(toOptions([{ id: 7, name: 'Gulu' }])).toEqual([{ value: '7', label: 'Gulu' }]);
    expect(nameOfId(CONTRACT_TYPES, 2)).toBe('Kujitolea');
    expect(nameOfId(CONTRACT_TYPES, null)).toBeUndefined();
  });
});
