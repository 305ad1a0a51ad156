// A test double for the passive view: it draws nothing and remembers what a user would see
// after the calls so far.

import Exercise10Presentation

/// A `UserListView` that remembers what it was told.
@MainActor
final class RecordingUserListView: UserListView {
    /// Whether the spinner shows.
    private(set) var isLoading = false
    /// The error line, if any.
    private(set) var error: String?
    /// The header above the rows.
    private(set) var summary = ""

    func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
    }

    func setRefreshEnabled(_ isEnabled: Bool) {}

    func showError(_ message: String?) {
        error = message
    }

    func showSummary(_ text: String) {
        summary = text
    }

    func showRows(_ rows: [UserRow]) {}
}
