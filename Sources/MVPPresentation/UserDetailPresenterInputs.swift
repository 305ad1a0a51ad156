// What the detail screen's passive view may tell its presenter: one method per thing the
// user did. As on the list, the view knows its presenter only through this protocol.

@MainActor
public protocol UserDetailPresenterInputs: AnyObject {
    func viewDidLoad()
    func favouriteTapped()
}

extension UserDetailPresenter: UserDetailPresenterInputs {}
