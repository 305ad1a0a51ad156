// What the passive view may tell its presenter, as a protocol: one method per thing the
// user did. The view depends on this rather than on the presenter class, so a view test
// can hand it a presenter that only records the events (the classic MVP "contract" is
// this protocol and ``UserListView``, one for each direction).

/// The user events a list view forwards to its presenter, one method per thing the user did.
///
/// Every method returns at once: the presenter does what it can synchronously (the spinner
/// shows before the method returns) and starts, keeps and cancels any asynchronous work
/// itself.
@MainActor
public protocol UserListPresenterInputs: AnyObject {
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The user tapped Refresh.
    func refreshTapped()
    /// The user tapped Retry.
    func retryTapped()
    /// The app came back to the foreground.
    func sceneWillEnterForeground()
    /// The user changed the search text.
    func searchTextChanged(_ text: String)
    /// The user selected the row at `index` (0-based, as shown).
    func rowSelected(at index: Int)
}

extension UserListPresenter: UserListPresenterInputs {}
