// What the passive view may tell its presenter, as a protocol: the view knows its
// presenter only through these events. It is also where `workbook trace` slips in a
// recording proxy (TracingUserListPresenterInputs) without touching the teaching code.

/// The user events a list view forwards to its presenter, one method per thing the user did.
@MainActor
public protocol UserListPresenterInputs: AnyObject {
    /// The screen appeared for the first time.
    func viewDidLoad() async
    /// The user tapped Refresh.
    func refreshTapped() async
    /// The user tapped Retry.
    func retryTapped() async
    /// The app came back to the foreground.
    func sceneWillEnterForeground() async
    /// The user changed the search text.
    func searchTextChanged(_ text: String)
    /// The user selected the row at `index` (0-based, as shown).
    func rowSelected(at index: Int)
}

extension UserListPresenter: UserListPresenterInputs {}
