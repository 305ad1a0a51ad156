// A test double for the passive view: it draws nothing and keeps what a user would see
// after the presenter's calls, so a test can compare that with what the form should show.

import MVPForm
import UserModel

/// An `EditProfileView` that remembers what it was told.
@MainActor
final class RecordingEditProfileView: EditProfileView {
    /// What the calls so far would put on a form. A new one is what a new form shows before
    /// its presenter tells it anything: Save enabled, Retry showing.
    struct Screen: Equatable {
        /// The values in the fields; `nil` until the presenter shows some.
        var values: ProfileDraft?
        var isSaveEnabled = true
        // Step 1: everything else the form shows.
    }

    /// What a user would see now.
    private(set) var screen = Screen()

    func showValues(_ values: ProfileDraft) {
        screen.values = values
    }

    func showProblem(_ problem: String?, for field: ProfileField) {
        // Step 1: keep what the view is told.
    }

    func setSaveEnabled(_ isEnabled: Bool) {
        screen.isSaveEnabled = isEnabled
    }

    func setSaving(_ isSaving: Bool) {
        // Step 1: keep what the view is told.
    }

    func showSaveFailure(_ reason: String?) {
        // Step 1: keep what the view is told.
    }

    func setRetryAvailable(_ isAvailable: Bool) {
        // Step 1: keep what the view is told.
    }
}
