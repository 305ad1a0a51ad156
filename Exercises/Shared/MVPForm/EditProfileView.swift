// The passive view's contract: everything the presenter may tell the form, and nothing
// more. It is written in the presenter's words — values, problems, flags, a sentence — so it
// knows nothing of widgets, and a view controller or a test's recording can conform.

import UserModel

/// A form that shows exactly what it is told, and decides nothing. Every flag is told on
/// its own; what isn't called stays as it was.
@MainActor
public protocol EditProfileView: AnyObject {
    /// Puts `values` in the fields. Not called for the user's own typing, which the fields
    /// already show.
    func showValues(_ values: ProfileDraft)
    /// Shows `problem` under `field`; `nil` hides it.
    func showProblem(_ problem: String?, for field: ProfileField)
    func setSaveEnabled(_ isEnabled: Bool)
    /// Shows the form saving, or not; what saving looks like is the view's business.
    func setSaving(_ isSaving: Bool)
    /// Shows why the last save failed; `nil` clears it.
    func showSaveFailure(_ reason: String?)
    func setRetryAvailable(_ isAvailable: Bool)
}
