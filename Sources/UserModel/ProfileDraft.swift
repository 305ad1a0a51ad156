// The Edit-profile form's values and the model's rules for them. Which field shows its
// problem, when Save is enabled and what saving looks like are the screen's business, so
// they stay out of here: each pattern puts that logic somewhere different.

import Foundation

/// The form's fields, in the order it shows them.
public enum ProfileField: CaseIterable, Sendable, Hashable {
    case firstName
    case lastName
    case email
    case age

    public var label: String {
        switch self {
        case .firstName: "First name"
        case .lastName: "Last name"
        case .email: "Email"
        case .age: "Age"
        }
    }
}

/// Each field's text exactly as typed; the rules trim it where they read it.
public struct ProfileDraft: Sendable, Hashable {
    public var firstName: String
    public var lastName: String
    public var email: String
    public var age: String

    public init(firstName: String, lastName: String, email: String, age: String) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.age = age
    }

    public init(_ user: User) {
        self.init(
            firstName: user.firstName, lastName: user.lastName, email: user.email, age: String(user.age))
    }

    public subscript(field: ProfileField) -> String {
        get {
            switch field {
            case .firstName: firstName
            case .lastName: lastName
            case .email: email
            case .age: age
            }
        }
        set {
            switch field {
            case .firstName: firstName = newValue
            case .lastName: lastName = newValue
            case .email: email = newValue
            case .age: age = newValue
            }
        }
    }

    /// What is wrong with `field`, worded for the person typing; `nil` when nothing is.
    public func problem(in field: ProfileField) -> String? {
        let value = self[field].trimmingWhitespace
        switch field {
        case .firstName: return value.isEmpty ? "Enter a first name." : nil
        case .lastName: return value.isEmpty ? "Enter a last name." : nil
        case .email: return value.contains("@") ? nil : "Enter an email address with an @."
        case .age: return Self.age(from: value) == nil ? "Enter an age from 0 to 150, in whole years." : nil
        }
    }

    public var isValid: Bool {
        ProfileField.allCases.allSatisfy { problem(in: $0) == nil }
    }

    /// `user` with these values, trimmed; `nil` while any field has a problem.
    public func applied(to user: User) -> User? {
        guard isValid, let age = Self.age(from: age.trimmingWhitespace) else { return nil }
        var updated = user
        updated.firstName = firstName.trimmingWhitespace
        updated.lastName = lastName.trimmingWhitespace
        updated.email = email.trimmingWhitespace
        updated.age = age
        return updated
    }

    private static func age(from text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), text.count <= 3, let age = Int(text) else {
            return nil
        }
        return User.validAges.contains(age) ? age : nil
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
