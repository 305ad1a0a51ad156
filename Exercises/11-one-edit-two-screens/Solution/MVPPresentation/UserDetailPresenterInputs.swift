// What the detail screen's passive view may tell its presenter: one method per thing the
// user did. As on the list, the view knows its presenter only through this protocol.

import UserModel

/// The user events a detail view forwards to its presenter.
@MainActor
public protocol UserDetailPresenterInputs: AnyObject {
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The user tapped Edit.
    func editTapped()
    /// The Edit-profile form stored `saved`.
    func userSaved(_ saved: User)
}

extension UserDetailPresenter: UserDetailPresenterInputs {}
