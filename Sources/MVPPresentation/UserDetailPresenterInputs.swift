// What the detail screen's passive view may tell its presenter: one method per thing the
// user did. As on the list, the view knows its presenter only through this protocol.

/// The user events a detail view forwards to its presenter.
@MainActor
public protocol UserDetailPresenterInputs: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user tapped the favourite toggle.
    func favouriteTapped()
}

extension UserDetailPresenter: UserDetailPresenterInputs {}
