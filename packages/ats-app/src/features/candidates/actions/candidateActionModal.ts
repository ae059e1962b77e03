/** The props every candidate action modal takes (the lists and the profile open them). */
export interface CandidateActionModalProps {
  recruitmentId: string;
  recruiteeId: string;
  /** The candidate's name, shown in the modal's description. */
  candidateName: string;
  /** Closes the modal: Cancel, Escape, the close button, or a finished save. */
  onClose(): void;
}
