// The view model as its view sees it: one method per thing the user did, one property per
// thing the screen shows. The view depends on this protocol rather than the class, so the
// composition root can hand it any view model with this shape.

import Bindings

@MainActor
public protocol UserListViewModelProtocol: AnyObject {
    // MARK: Inputs

    func viewDidLoad()
    func refreshTapped()
    func retryTapped()
    func sceneWillEnterForeground()
    func searchTextChanged(_ text: String)
    func rowSelected(at index: Int)
    /// Called once the view has shown the screen ``route`` named.
    func routeHandled()

    // MARK: Outputs

    var title: Property<String> { get }
    var isSpinnerVisible: Property<Bool> { get }
    var isRefreshEnabled: Property<Bool> { get }
    var errorText: Property<String> { get }
    var isRetryVisible: Property<Bool> { get }
    var summaryText: Property<String> { get }
    var rows: Property<[UserRow]> { get }
    var route: Property<UserListRoute?> { get }
}
