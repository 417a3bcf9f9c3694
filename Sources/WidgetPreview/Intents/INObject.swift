import Foundation

/// A custom value a person picks for an intent parameter (Intents' `INObject`): Xcode generates one
/// subclass per type of an `.intentdefinition` file, and widgets make them with `init(identifier:display:)`.
open class INObject: NSObject {
    /// Identifies the object within the app.
    public private(set) var identifier: String?
    /// What the widget editor and Siri show for the object.
    public private(set) var displayString: String
    /// How to pronounce `displayString` when it is not obvious.
    public private(set) var pronunciationHint: String?
    /// A second line under `displayString` in the widget editor (iOS 14).
    open var subtitleString: String?
    /// An image beside `displayString` in the widget editor (iOS 14).
    open var displayImage: INImage?
    /// Other phrases that also name the object.
    open var alternativeSpeakableMatches: [INSpeakableString]?

    public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?,
                            image displayImage: INImage?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil,
                  subtitle: subtitleString, image: displayImage)
    }

    public convenience init(identifier: String?, display displayString: String, pronunciationHint: String?,
                            subtitle subtitleString: String?, image displayImage: INImage?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
        self.subtitleString = subtitleString
        self.displayImage = displayImage
    }

    /// Equal when identifier and display string are, as SiriKit compares the values a person picked.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return identifier == other.identifier && displayString == other.displayString
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(displayString)
        return hasher.finalize()
    }

    open override var description: String { "<\(type(of: self)) identifier: \(identifier ?? "nil"), displayString: \(displayString)>" }
}

/// A phrase Siri can speak and recognise (Intents' `INSpeakableString`).
open class INSpeakableString: NSObject {
    public let vocabularyIdentifier: String?
    public let spokenPhrase: String
    public let pronunciationHint: String?

    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    public init(spokenPhrase: String) {
        vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        pronunciationHint = nil
        super.init()
    }
}
