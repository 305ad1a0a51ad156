// A tiny form, three of the profile's fields, just enough to need both bindings: each
// field's text flows both ways, and Save is enabled only when all three are valid and one
// of them differs from the values last saved. (The age isn't shown: it stays as saved.)

import Bindings
import UserModel

@MainActor
public final class NameAndEmailForm {
    /// Two-way: the view's fields set these as the user types; Cancel sets them back.
    public let firstName: MutableProperty<String>
    public let lastName: MutableProperty<String>
    public let email: MutableProperty<String>
    /// Every field valid, and something changed since the last save.
    public var isSaveEnabled: Property<Bool> { saveEnabled.readOnly }
    /// The values last saved: Cancel goes back to them, and Save compares with them.
    private var baseline: ProfileDraft
    private let saveEnabled: DerivedProperty<Bool>

    public init(user: User) {
        baseline = ProfileDraft(user)
        firstName = MutableProperty(user.firstName)
        lastName = MutableProperty(user.lastName)
        email = MutableProperty(user.email)
        // Starter: Save is never enabled.
        saveEnabled = DerivedProperty(from: []) { false }
    }

    /// Every field back to the values last saved.
    public func cancel() {
        // Starter: does nothing.
    }

    /// The service saved what the fields hold: that is the new baseline.
    public func saveSucceeded() {
        // Starter: does nothing.
    }
}
