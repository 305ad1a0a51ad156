// The one domain type every pattern shows. It knows nothing of screens, text layout or
// patterns: formatting a user for display is presentation logic, and each pattern puts
// that logic somewhere different — which is the whole lesson.

public struct User: Sendable, Hashable, Identifiable, Codable {
    /// Unique among the users a service returns.
    public var id: Int
    public var firstName: String
    /// Family name, never empty; the list sorts by it first.
    public var lastName: String
    public var email: String
    public var age: Int

    /// Creates a user as given; whatever reads users from outside the app validates them.
    public init(id: Int, firstName: String, lastName: String, email: String, age: Int) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.age = age
    }

    public static let validAges: ClosedRange<Int> = 0...150
}

// MARK: - The built-in sample

extension User {
    /// The first three are the users of the classic MVP sample; the others exercise the
    /// feature's rules: a name with diacritics that sorts first (`Åberg`), two people with
    /// the same last name, a one-year-old (`1 year`) and a centenarian.
    public static let sample: [User] = [
        User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36),
        User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24),
        User(id: 3, firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39),
        User(id: 4, firstName: "Renée", lastName: "Åberg", email: "renee@test.com", age: 52),
        User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1),
        User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101),
    ]
}
