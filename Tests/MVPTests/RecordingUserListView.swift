// A test double for the passive view: it draws nothing and records every call, in order,
// as a value. Presenter tests compare the whole recording with the calls they expect,
// so an extra, missing or reordered call fails the test.

import MVP

// MARK: - Recording view

/// A ``UserListView`` that remembers what it was told.
@MainActor
final class RecordingUserListView: UserListView {
    /// One call to the view, with its arguments.
    enum Call: Equatable {
        case setTitle(String)
        case setLoading(Bool)
        case showError(String?, canRetry: Bool)
        case showSummary(String)
        case showRows([UserRow])
        case showDetail(UserDetail)
    }

    /// Every call so far, oldest first.
    private(set) var calls: [Call] = []

    /// Forgets the calls so far, so a test can look only at what its action caused.
    func forgetCalls() {
        calls.removeAll()
    }

    func setTitle(_ title: String) {
        calls.append(.setTitle(title))
    }

    func setLoading(_ isLoading: Bool) {
        calls.append(.setLoading(isLoading))
    }

    func showError(_ message: String?, canRetry: Bool) {
        calls.append(.showError(message, canRetry: canRetry))
    }

    func showSummary(_ text: String) {
        calls.append(.showSummary(text))
    }

    func showRows(_ rows: [UserRow]) {
        calls.append(.showRows(rows))
    }

    func showDetail(_ detail: UserDetail) {
        calls.append(.showDetail(detail))
    }
}
