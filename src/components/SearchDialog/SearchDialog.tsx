import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSearchIndex } from '~/hooks/useSearchIndex';
import { createSearchIndex } from '~/lib/search';
import type { SearchIndexEntry } from '~/lib/search-index-entry';
import { searchHref, searchPath } from '~/lib/search-href';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { theme } from '~/styles/theme';

const Dialog = styled.dialog`
  width: min(40rem, calc(100% - 2rem));
  margin: 12vh auto auto;
  padding: 0;
  border: none;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.menu};

  &::backdrop {
    background: ${theme.colors.backdrop};
  }
`;

const Panel = styled.div`
  padding: ${`${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primarySoft};
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${theme.space.xs};

  @media (max-width: 480px) {
    flex-direction: column;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  padding: 0 ${theme.space.md};
  border: 2px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.md};

  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    border-color: ${theme.colors.primary};
  }
`;

const SubmitButton = styled.button`
  min-height: 48px;
  padding: 0 ${theme.space.lg};
  border: none;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primary};
  color: #fff;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primaryStrong};
  }
`;

const Suggestions = styled.ul`
  margin: ${theme.space.sm} 0 0;
  padding: ${theme.space.xxs} 0;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  cursor: pointer;

  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }

  &[aria-selected='true'],
  &:hover {
    background: ${theme.colors.primarySoft};
  }

  &[aria-selected='true'] {
    box-shadow: inset 4px 0 0 ${theme.colors.primary};
  }
`;

/** How many suggestions show under the box as the reader types. */
export const suggestionCount = 6;

/** Props of the search dialog. */
export interface SearchDialogProps {
  /** Whether the dialog is shown; the header owns this state. */
  open: boolean;
  /** Called whenever the dialog closes: Escape, the close button, a click outside, or a submitted search. */
  onClose: () => void;
}

/** The suggestions for the query, from the search index loaded when the dialog first opens. */
function useSuggestions(open: boolean, query: string) {
  const index = useSearchIndex(open);
  const prepared = useMemo(
    () => (index.status === 'ready' ? createSearchIndex(index.entries, { inTitleOrder: true }) : null),
    [index],
  );
  return useMemo(
    () => (prepared && query.trim() ? prepared.search(query).slice(0, suggestionCount) : []),
    [prepared, query],
  );
}

/** Shows the dialog as a modal with the box focused while `open`, and closes it when not. */
function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
  open: boolean,
) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [dialogRef, inputRef, open]);
}

interface SearchBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  listId: string;
  query: string;
  expanded: boolean;
  activeId: string | undefined;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The labelled search box: a combobox over the suggestion list. */
function SearchBox({ inputRef, id, listId, query, expanded, activeId, onChange, onKeyDown }: SearchBoxProps) {
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        Hakusana
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        placeholder="Hae..."
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </>
  );
}

/** The dialog's title and its close button. */
function DialogTitle({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <TitleRow>
      <Title id={id}>Hae sivustolta</Title>
      <CloseButton type="button" aria-label="Sulje haku" onClick={onClose}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </CloseButton>
    </TitleRow>
  );
}

interface SuggestionListProps {
  id: string;
  suggestions: readonly SearchIndexEntry[];
  active: number;
  optionId: (position: number) => string;
  onOpen: (entry: SearchIndexEntry) => void;
}

/** The combobox's list of suggestions, hidden while there are none. */
function SuggestionList({ id, suggestions, active, optionId, onOpen }: SuggestionListProps) {
  return (
    <Suggestions id={id} role="listbox" aria-label="Hakuehdotukset" hidden={suggestions.length === 0}>
      {suggestions.map((entry, position) => (
        <Option
          key={`${entry.type}:${entry.path ?? entry.href}`}
          id={optionId(position)}
          role="option"
          aria-selected={position === active}
          // Keeps focus in the box; the click opens the suggestion.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onOpen(entry)}
        >
          {entry.title}
          <span>{entry.type === 'product' ? `${entry.category} · mainoslinkki verkkokauppaan` : entry.category}</span>
        </Option>
      ))}
    </Suggestions>
  );
}

/**
 * The ARIA combobox pattern on the box: arrows move the highlight among `count` suggestions, Enter opens the highlighted
 * one (`open`); Enter without one is left to submit the form.
 */
const comboboxKeys =
  (count: number, active: number, setActive: Dispatch<SetStateAction<number>>, open: (position: number) => void) =>
  (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((current) => (current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && active >= 0 && active < count) {
      event.preventDefault();
      open(active);
    }
  };

/**
 * The site search as a modal dialog (spec §2, "Search"). The box has focus when it opens; a non-blank query goes to
 * `/haku?q=` trimmed and encoded; blank text is not submitted; Escape, the close button and a click outside close it;
 * closing clears the text.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const [titleId, inputId, listId] = [useId(), useId(), useId()];
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open, query);
  const optionId = (position: number) => `${listId}-${position}`;
  useModal(dialogRef, inputRef, open);

  const close = () => dialogRef.current?.close();
  // Every way of closing ends in the dialog's close event, so clearing happens in one place.
  const handleClose = () => {
    setQuery('');
    setActive(-1);
    onClose();
  };
  /** Opens a suggestion: an article in this tab, a product's store in a new one. */
  const openSuggestion = (entry: SearchIndexEntry) => {
    if (entry.path) navigate(entry.path);
    else if (entry.href) window.open(entry.href, '_blank', 'noopener,noreferrer');
    close();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(query);
    if (href === null) return inputRef.current?.focus();
    navigate(href);
    close();
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      // The dialog element itself is hit only on its backdrop: the panel covers the whole dialog box.
      onClick={(event) => event.target === event.currentTarget && close()}
      // In a search box Chrome's first Escape only clears the text; the spec wants Escape to close the search at once.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
    >
      <Panel>
        <DialogTitle id={titleId} onClose={close} />
        <Form role="search" action={searchPath} method="get" onSubmit={handleSubmit}>
          <SearchBox
            inputRef={inputRef}
            id={inputId}
            listId={listId}
            query={query}
            expanded={suggestions.length > 0}
            activeId={active >= 0 && suggestions[active] ? optionId(active) : undefined}
            onChange={(text) => {
              setQuery(text);
              setActive(-1);
            }}
            onKeyDown={(event) =>
              comboboxKeys(suggestions.length, active, setActive, (position) => openSuggestion(suggestions[position]!))(
                event,
              )
            }
          />
          <SubmitButton type="submit">Hae</SubmitButton>
        </Form>
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          active={active}
          optionId={optionId}
          onOpen={openSuggestion}
        />
      </Panel>
    </Dialog>
  );
}
