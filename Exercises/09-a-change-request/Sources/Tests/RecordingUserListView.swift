// The team's test double for the MVP view: it draws nothing and records every call, in
// order, and what a user would see after them.

import Exercise09MVPPresentation

/// A `UserListView` that remembers what it was told.
@MainActor
final class RecordingUserListView: UserListView {
    /// One call, with its arguments.
    enum Call: Equatable {
        case setLoading(Bool)
        case setRefreshEnabled(Bool)
        case showError(String?)
        case showSummary(String)
        case showRows([UserRow])
    }

    /// Every call so far, oldest first.
    private(set) var calls: [Call] = []
    /// The error line a user would see now.
    private(set) var error: String?

    func setLoading(_ isLoading: Bool) {
        calls.append(.setLoading(isLoading))
    }

    func setRefreshEnabled(_ isEnabled: Bool) {
        calls.append(.setRefreshEnabled(isEnabled))
    }

    func showError(_ message: String?) {
        calls.append(.showError(message))
        error = message
    }

    func showSummary(_ text: String) {
        calls.append(.showSummary(text))
    }

    func showRows(_ rows: [UserRow]) {
        calls.append(.showRows(rows))
    }
}
