// A test double for the passive view: it draws nothing and remembers what the presenter
// told it, so a test can compare that with what a user should see.

import Exercise04Presentation

/// A `UserListView` that remembers what it was told.
@MainActor
final class RecordingUserListView: UserListView {
    /// The header it was told last.
    private(set) var summary = ""
    private(set) var isLoading = false
    private(set) var error: String?
    private(set) var isRetryVisible = false

    func setTitle(_ title: String) {}

    func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
    }

    func setRefreshEnabled(_ isEnabled: Bool) {}

    func showError(_ message: String?) {
        error = message
    }

    func setRetryVisible(_ isVisible: Bool) {
        isRetryVisible = isVisible
    }

    func showSummary(_ text: String) {
        summary = text
    }

    func showRows(_ rows: [UserRow]) {}
}
