// The passive view's contract: the only things the presenter may tell a screen. It is
// written in the presenter's words (text, flags, display-ready rows), so it knows nothing
// of widgets; a view controller, a SwiftUI view or a test's recording can conform.

/// Every flag is told on its own, never inferred from another. What isn't called stays as
/// it was, so "the rows stay while refreshing" is simply a call that never comes.
@MainActor
public protocol UserListView: AnyObject {
    func setTitle(_ title: String)

    func setLoading(_ isLoading: Bool)

    func setRefreshEnabled(_ isEnabled: Bool)

    func showError(_ message: String?)

    func setRetryVisible(_ isVisible: Bool)

    func showSummary(_ text: String)

    func showRows(_ rows: [UserRow])

    func showDetail(_ presenter: UserDetailPresenter)
}
