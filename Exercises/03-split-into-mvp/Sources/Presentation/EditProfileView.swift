// The passive view's contract: everything the presenter may tell the form, and nothing
// more. It is written in the presenter's words — values, problems, flags, a sentence — so it
// knows nothing of widgets, and a view controller or a test's recording can conform.

import UserModel

/// A form that shows exactly what it is told, and decides nothing. Every flag is told on
/// its own; what isn't called stays as it was.
@MainActor
public protocol EditProfileView: AnyObject {
    // Step 1: everything the form can be told to show, in the presenter's words.
}
