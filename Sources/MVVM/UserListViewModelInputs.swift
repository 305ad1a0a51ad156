// The view model's inputs as a protocol — the "inputs/outputs" view model idiom. The view
// sends every user event through it, which is also where `workbook trace` slips in a
// recording proxy (TracingUserListViewModelInputs) without touching the teaching code.

/// What a view may tell the user list's view model: one method per thing the user did.
@MainActor
public protocol UserListViewModelInputs: AnyObject {
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
    /// The view showed the screen the route named.
    func routeHandled()
}

extension UserListViewModel: UserListViewModelInputs {}
