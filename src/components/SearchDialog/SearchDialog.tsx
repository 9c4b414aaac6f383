import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { searchHref, searchPath } from '~/lib/search-href';
import { VisuallyHidden } from '~/components/VisuallyHidden';

const Dialog = styled.dialog`
  width: min(40rem, calc(100% - 2rem));
  margin: 12vh auto auto;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};

  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  @media (max-width: 480px) {
    flex-direction: column;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const SubmitButton = styled.button`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/** Props of the search dialog. */
export interface SearchDialogProps {
  /** Whether the dialog is shown; the header owns this state. */
  open: boolean;
  /** Called whenever the dialog closes: Escape, the close button, a click outside, or a submitted search. */
  onClose: () => void;
}

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
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = () => dialogRef.current?.close();

  // Every way of closing ends in the dialog's close event, so clearing happens in one place.
  const handleClose = () => {
    setQuery('');
    onClose();
  };

  // The dialog element itself is hit only on its backdrop: the panel covers the whole dialog box.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  // In a search box Chrome's first Escape only clears the text; the spec wants Escape to close the search at once.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(query);
    if (href === null) {
      inputRef.current?.focus();
      return;
    }
    navigate(href);
    close();
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <Panel>
        <TitleRow>
          <Title id={titleId}>Hae sivustolta</Title>
          <CloseButton type="button" aria-label="Sulje haku" onClick={close}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </TitleRow>
        <Form role="search" action={searchPath} method="get" onSubmit={handleSubmit}>
          <VisuallyHidden as="label" htmlFor={inputId}>
            Hakusana
          </VisuallyHidden>
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            placeholder="Hae..."
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SubmitButton type="submit">Hae</SubmitButton>
        </Form>
      </Panel>
    </Dialog>
  );
}
