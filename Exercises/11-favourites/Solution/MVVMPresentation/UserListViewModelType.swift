// The view model as its view sees it, in the "inputs and outputs" idiom: what the view may
// tell it (inputs, one method per thing the user did) and what the view binds to
// (outputs, one observable per thing it shows). The view depends on these protocols, not
// on the class, so a view test can bind it to outputs the test sets by hand.

import Bindings

// MARK: - Inputs

/// What a view may tell the user list's view model: one method per thing the user did.
///
/// Every method returns at once: the view model does what it can synchronously (the
/// spinner output changes before the method returns) and starts, keeps and cancels any
/// asynchronous work itself.
@MainActor
public protocol UserListViewModelInputs: AnyObject {
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
    /// The view showed the screen the route named.
    func routeHandled()
}

// MARK: - Outputs

/// What a view of the user list binds to: each output always has a value, ready to draw.
@MainActor
public protocol UserListViewModelOutputs: AnyObject {
    /// The navigation bar title.
    var title: Property<String> { get }
    /// Whether the `Loading users…` spinner shows.
    var isSpinnerVisible: Property<Bool> { get }
    /// Whether Refresh can be tapped.
    var isRefreshEnabled: Property<Bool> { get }
    /// The error line, or empty.
    var errorText: Property<String> { get }
    /// Whether Retry shows.
    var isRetryVisible: Property<Bool> { get }
    /// The line above the rows, or empty.
    var summaryText: Property<String> { get }
    /// The rows to show, in order.
    var rows: Property<[UserRow]> { get }
    /// The screen to show next, until the view calls ``UserListViewModelInputs/routeHandled()``.
    var route: Property<UserListRoute?> { get }
}

// MARK: - Both

/// A user list view model as a view holds it: `viewModel.inputs.refreshTapped()`,
/// `viewModel.outputs.rows.bind(…)`.
@MainActor
public protocol UserListViewModelType: AnyObject {
    /// Where the view sends what the user did.
    var inputs: any UserListViewModelInputs { get }
    /// What the view binds its widgets to.
    var outputs: any UserListViewModelOutputs { get }
}
