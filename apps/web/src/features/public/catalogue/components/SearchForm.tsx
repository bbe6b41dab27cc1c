import { useState, type FormEvent } from 'react';
import { SearchField } from '@/lib/ui/SearchField';
import { Group, Button } from '@/lib/ui/plain';

/** The keyword search of a list page; `initial` is the search in the URL. */
export function SearchForm({
  initial,
  placeholder,
  buttonLabel,
  onSearch,
}: {
  initial: string;
  placeholder: string;
  buttonLabel: string;
  onSearch: (search: string) => void;
}) {
  const [value, setValue] = useState(initial);
  // Back/forward changes the URL, not this form: show the words of the page on screen. (Adjusting state during
  // render rather than remounting keeps the keyboard focus in the box after a search.)
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <Group gap="sm" align="stretch" wrap="wrap">
        <SearchField
          name="search"
          aria-label={placeholder}
          placeholder={placeholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={200}
          size="md"
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="white" size="md" style={{ flex: '0 0 auto' }}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
