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
        var problems: [ProfileField: String] = [:]
        var isSaving = false
        var failure: String?
        var isRetryAvailable = true
    }

    /// What a user would see now.
    private(set) var screen = Screen()

    func showValues(_ values: ProfileDraft) {
        screen.values = values
    }

    func showProblem(_ problem: String?, for field: ProfileField) {
        screen.problems[field] = problem
    }

    func setSaveEnabled(_ isEnabled: Bool) {
        screen.isSaveEnabled = isEnabled
    }

    func setSaving(_ isSaving: Bool) {
        screen.isSaving = isSaving
    }

    func showSaveFailure(_ reason: String?) {
        screen.failure = reason
    }

    func setRetryAvailable(_ isAvailable: Bool) {
        screen.isRetryAvailable = isAvailable
    }
}
