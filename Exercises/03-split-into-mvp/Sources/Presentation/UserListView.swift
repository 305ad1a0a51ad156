// The passive view's contract: everything the presenter may tell the screen, and nothing
// more. It is written in the presenter's words — text, flags, rows ready to show — so it
// knows nothing of widgets, and a view controller or a test's recording can conform.

/// A screen that shows the user list exactly as it is told, and decides nothing.
@MainActor
public protocol UserListView: AnyObject {
    // Step 1: everything the screen can be told to show, in the presenter's words.
}
