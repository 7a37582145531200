import { useState } from 'react';
import { Trans } from '@lingui/react';
import { bus, defaultConsentChoice, type ConsentChoice } from 'shared-session';
import { Modal, useFlags } from 'shared-ui';
import { CookieChoices } from './CookieChoices';

export interface CookieSettingsDialogProps {
  onClose: () => void;
  onSave: (choice: ConsentChoice) => void;
}

/**
 * The banner's "Customise" dialog (its own chunk). Starts from the stored choice, else from the
 * defaults: statistics and marketing on while the revamp flag is off, off with it on (spec §4.4).
 * A modal: focus moves in, stays in, and returns to the Customise button when it closes.
 */
export default function CookieSettingsDialog({ onClose, onSave }: CookieSettingsDialogProps) {
  const flags = useFlags();
  const [choice, setChoice] = useState<ConsentChoice>(() => bus.consent$.value ?? defaultConsentChoice(flags));
  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans id="consent.dialog.title" message="Cookie settings" />}
      footer={
        <>
          <button type="button" className="fx-button fx-button--secondary" onClick={onClose}>
            <Trans id="consent.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => onSave(choice)}>
            <Trans id="consent.save" message="Save my choices" />
          </button>
        </>
      }
    >
      <p>
        <Trans id="consent.dialog.intro" message="Choose which cookies Flex may use. Your choice is kept for 365 days." />
      </p>
      <CookieChoices idPrefix="cookie-dialog" value={choice} onChange={setChoice} />
    </Modal>
  );
}
