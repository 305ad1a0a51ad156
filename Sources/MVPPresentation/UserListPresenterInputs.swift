// What the passive view may tell its presenter: one method per thing the user did. The view
// depends on this rather than the class, so a view test can hand it a recording presenter.

/// Every method returns at once: the spinner shows before it returns, and the presenter
/// starts, keeps and cancels any asynchronous work itself.
@MainActor
public protocol UserListPresenterInputs: AnyObject {
    func viewDidLoad()
    func refreshTapped()
    func retryTapped()
    func sceneWillEnterForeground()
    func searchTextChanged(_ text: String)
    func rowSelected(at index: Int)
}

extension UserListPresenter: UserListPresenterInputs {}
