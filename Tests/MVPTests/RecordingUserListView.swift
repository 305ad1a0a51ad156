// A test double for the passive view: it draws nothing, records every call in order, and
// keeps what a user would see after those calls. Presenter tests mostly compare the
// screen — what the user sees — and look at the calls only where their order or absence
// is itself the behaviour.

import MVPPresentation
import UserModel

// MARK: - Recording view

/// A ``UserListView`` that remembers what it was told.
@MainActor
final class RecordingUserListView: UserListView {
    /// One call to the view, with its arguments.
    enum Call: Equatable {
        case setTitle(String)
        case setLoading(Bool)
        case setRefreshEnabled(Bool)
        case showError(String?)
        case setRetryVisible(Bool)
        case showSummary(String)
        case showRows([UserRow])
        case showDetail(userID: User.ID)
    }

    /// What the calls so far would put on a screen. A new one is what a new view controller
    /// shows before its presenter tells it anything: Refresh enabled and Retry showing.
    struct Screen: Equatable {
        var title = ""
        var isLoading = false
        var isRefreshEnabled = true
        var error: String?
        var isRetryVisible = true
        var summary = ""
        var rows: [UserRow] = []
        /// The user whose detail was shown last, if any.
        var detailUserID: User.ID?
    }

    /// Every call so far, oldest first.
    private(set) var calls: [Call] = []
    /// What a user would see now.
    private(set) var screen = Screen()
    /// The presenter of the detail screen shown last, to look at what that screen shows.
    private(set) var detailPresenter: UserDetailPresenter?

    /// Forgets the calls so far (not the screen), so a test can look only at what its
    /// action caused.
    func forgetCalls() {
        calls.removeAll()
    }

    func setTitle(_ title: String) {
        calls.append(.setTitle(title))
        screen.title = title
    }

    func setLoading(_ isLoading: Bool) {
        calls.append(.setLoading(isLoading))
        screen.isLoading = isLoading
    }

    func setRefreshEnabled(_ isEnabled: Bool) {
        calls.append(.setRefreshEnabled(isEnabled))
        screen.isRefreshEnabled = isEnabled
    }

    func showError(_ message: String?) {
        calls.append(.showError(message))
        screen.error = message
    }

    func setRetryVisible(_ isVisible: Bool) {
        calls.append(.setRetryVisible(isVisible))
        screen.isRetryVisible = isVisible
    }

    func showSummary(_ text: String) {
        calls.append(.showSummary(text))
        screen.summary = text
    }

    func showRows(_ rows: [UserRow]) {
        calls.append(.showRows(rows))
        screen.rows = rows
    }

    func showDetail(_ presenter: UserDetailPresenter) {
        calls.append(.showDetail(userID: presenter.user.id))
        screen.detailUserID = presenter.user.id
        detailPresenter = presenter
    }
}
