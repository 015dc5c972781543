import ViewLintSupport

/// Reading declarations: at file level, in type bodies, and where code declares a type,
/// a function or a property.
extension FileParser {
    /// Attributes and modifiers in front of a declaration. Plain data: its attributes are
    /// the workspace's `prefixAttributes`, read by `attributes(of:)`, and its access level a
    /// token, so that handing a prefix from call to call counts no reference (saved 5.8 M
    /// instructions of the 1 M-line run, callgrind).
    struct DeclarationPrefix: BitwiseCopyable {
        /// The `public`, `open` or `package` keyword, or -1.
        var accessLevelToken: Int32 = -1
        /// The yes-or-no facts in one byte: a call is handed the prefix in two registers.
        /// Written out rather than an `OptionSet`: that cost 9 M instructions of the 1 M-line
        /// run, as `FileParser.start` was then no longer inlined into `stepCode`.
        private var flags: UInt8 = 0

        /// The attributes are in `prefixAttributes`.
        var hasAttributes: Bool {
            get { flag(1) }
            set { setFlag(1, newValue) }
        }

        /// One of the attributes is `ViewBuilder`.
        var hasViewBuilder: Bool {
            get { flag(2) }
            set { setFlag(2, newValue) }
        }

        var isStatic: Bool {
            get { flag(4) }
            set { setFlag(4, newValue) }
        }

        /// `private` or `fileprivate`: a type so declared is visible in its file only.
        var isFilePrivate: Bool {
            get { flag(8) }
            set { setFlag(8, newValue) }
        }

        @inline(__always)
        private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }

        @inline(__always)
        private mutating func setFlag(_ bit: UInt8, _ isOn: Bool) {
            flags = isOn ? flags | bit : flags & ~bit
        }
    }

    /// The attribute names of `prefix`: the last prefix read with attributes is the one a
    /// declaration is read with (prefixes are read by `stepDeclarations` only, and a
    /// declaration is read within the step that read its prefix).
    @inline(__always)
    mutating func attributes(of prefix: DeclarationPrefix) -> [String] {
        prefix.hasAttributes ? workspace.prefixAttributes : []
    }

    /// The access level `prefix` writes, `public`, `open` or `package`.
    mutating func accessLevel(of prefix: DeclarationPrefix) -> String? {
        prefix.accessLevelToken >= 0 ? name(Int(prefix.accessLevelToken)) : nil
    }

    /// Reads attributes and modifiers starting at `start`; returns them and the index of
    /// the first token after them.
    @inline(__always)
    mutating func declarationPrefix(from start: Int, limit: Int) -> (DeclarationPrefix, Int) {
        // Most declarations have neither attribute nor modifier: told at their first token,
        // in few registers (2.0 M instructions of the 1 M-line run fewer, callgrind), and
        // inlined where the prefix is asked for (4.9 M fewer again).
        if start < limit, tokens[start].kind != .attribute, !tokens[start].keyword.isDeclarationModifier {
            return (DeclarationPrefix(), start)
        }
        return prefixWithAttributesOrModifiers(from: start, limit: limit)
    }

    @inline(never)
    private mutating func prefixWithAttributesOrModifiers(from start: Int, limit: Int) -> (DeclarationPrefix, Int) {
        var prefix = DeclarationPrefix()
        var index = start
        while index < limit {
            let token = tokens[index]
            if token.kind == .attribute {
                // The list of an earlier prefix, emptied: an array less per declaration.
                if !prefix.hasAttributes { workspace.prefixAttributes.emptyKeepingRoom() }
                prefix.hasAttributes = true
                let name = attributeName(index)
                if name == "ViewBuilder" { prefix.hasViewBuilder = true }
                workspace.prefixAttributes.append(name)
                index = reader.afterAttribute(index)
                continue
            }
            guard token.keyword.isDeclarationModifier, index + 1 < limit else { break }
            let next = tokens[index + 1]
            // `class Foo` declares a class; `class func` is a modifier.
            if token.keyword == .kwClass, !(next.keyword.isDeclarationModifier || reader.startsDeclaration(index + 1)) { break }
            if next.kind == .leftParen, !next.hasLeadingSpace {
                // `private(set)`.
                index = matches.close(index + 1) + 1
                continue
            }
            guard next.kind == .keyword || next.kind == .identifier || next.kind == .attribute else { break }
            if token.keyword == .kwStatic || token.keyword == .kwClass { prefix.isStatic = true }
            if token.keyword == .kwPublic || token.keyword == .open || token.keyword == .package {
                prefix.accessLevelToken = Int32(truncatingIfNeeded: index)
            } else if token.keyword == .kwPrivate || token.keyword == .kwFileprivate {
                prefix.isFilePrivate = true
            }
            index += 1
        }
        return (prefix, index)
    }

    // MARK: Declarations frames

    mutating func stepDeclarations(_ top: Int) {
        let frame = frames[top]
        let start = frame.cursor
        let token = tokens[start]
        switch token.kind {
        case .semicolon, .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
            frames[top].cursor = start + 1
            return
        case .poundKeyword:
            if skipDirective(top, at: start) { return }
        default:
            break
        }
        let (prefix, declarationStart) = declarationPrefix(from: start, limit: frame.end)
        if declarationStart < frame.end, let next = declaration(at: declarationStart, prefix: prefix, in: top) {
            frames[top].cursor = max(next, start + 1)
            return
        }
        if declarationStart > start {
            frames[top].cursor = declarationStart
            return
        }
        // Top-level code (`#Preview { … }`, script statements): read it as code.
        let end = max(reader.statementEnd(from: start, limit: frame.end), start + 1)
        frames[top].cursor = end
        pushCode(from: start, to: end, collector: frame.collector)
    }

    /// `#if`/`#elseif` with their condition line, `#else`, `#endif`: every branch is read.
    mutating func skipDirective(_ top: Int, at index: Int) -> Bool {
        let token = tokens[index]
        if source.token(token, is: "#if") || source.token(token, is: "#elseif") {
            var next = index + 1
            while next < frames[top].end, !tokens[next].isAtLineStart { next = reader.afterGroup(next) }
            frames[top].cursor = next
            return true
        }
        if source.token(token, is: "#else") || source.token(token, is: "#endif") {
            frames[top].cursor = index + 1
            return true
        }
        return false
    }

    /// Reads the declaration whose keyword is at `index`; returns the index after it,
    /// or nil when no declaration starts there.
    mutating func declaration(at index: Int, prefix: DeclarationPrefix, in top: Int) -> Int? {
        let limit = frames[top].end
        switch reader.keyword(index) {
        case .kwStruct: return typeDeclaration(.struct, at: index, prefix: prefix, in: top)
        case .kwEnum: return typeDeclaration(.enum, at: index, prefix: prefix, in: top)
        case .kwClass: return typeDeclaration(.class, at: index, prefix: prefix, in: top)
        case .kwProtocol: return typeDeclaration(.protocol, at: index, prefix: prefix, in: top)
        case .actor where reader.kind(index + 1) == .identifier: return typeDeclaration(.actor, at: index, prefix: prefix, in: top)
        case .kwExtension: return extensionDeclaration(at: index, in: top)
        case .kwVar, .kwLet: return propertyDeclaration(at: index, prefix: prefix, in: top)
        case .kwFunc: return functionDeclaration(at: index, prefix: prefix, in: top)
        case .kwInit, .kwDeinit, .kwSubscript: return initializerLikeDeclaration(at: index, in: top)
        case .kwTypealias: return typealiasDeclaration(at: index, prefix: prefix, in: top)
        case .kwCase:
            let end = reader.statementEnd(from: index, limit: limit)
            if case .type(let owner)? = frames[top].owner,
               (index + 1..<end).contains(where: { tokens[$0].kind == .leftParen }) {
                syntax.types[owner].hasAssociatedValues = true
                if syntax.types[owner].kind == .enum {
                    syntax.types[owner].casesWithValues += enumCasesWithValues(from: index + 1, to: end)
                }
            }
            return end
        case .kwImport, .kwAssociatedtype, .kwOperator, .kwPrecedencegroup:
            return reader.statementEnd(from: index, limit: limit)
        case .macro where reader.kind(index + 1) == .identifier:
            return reader.statementEnd(from: index, limit: limit)
        default:
            return nil
        }
    }

    /// The name a type declared here gets: qualified inside a type body, its own in code.
    mutating func qualifiedName(_ name: String, in top: Int) -> String {
        guard frames[top].kind == .declarations, let type = typeName(of: top) else { return name }
        return type + "." + name
    }

    // MARK: Types

    /// The inherited type names from `:` up to `where` or `{`, as a declaration keeps them
    /// (`RecentNameLists`): read as name numbers into the worker's reused list, so that a
    /// list met before is found by comparing numbers, with no string retained, compared or
    /// released (saved 1.7 M instructions of the 1 M-line run, callgrind).
    mutating func sharedInheritance(from start: Int, limit: Int) -> (names: [String], end: Int) {
        guard start < limit, tokens[start].kind == .colon else { return ([], start) }
        var numbers: [NameID] = []
        swap(&numbers, &workspace.spareInheritance)
        let end = inheritanceClause(from: start, limit: limit, into: &numbers)
        let names = nameTable.names
        let shared = workspace.inheritanceLists.shared(numbers, named: names)
        numbers.emptyKeepingRoom()
        swap(&numbers, &workspace.spareInheritance)
        return (shared, end)
    }

    /// Appends the numbers of the inherited type names from the `:` at `start` up to `where`
    /// or `{` to `names`; returns the index after them.
    mutating func inheritanceClause(from start: Int, limit: Int, into names: inout [NameID]) -> Int {
        var index = start + 1
        while index < limit {
            while index < limit, tokens[index].kind == .attribute { index = reader.afterAttribute(index) }
            // `~Copyable` suppresses a conformance: it inherits nothing.
            let isSuppressed = index < limit && tokens[index].kind == .operatorToken && source.firstByte(of: tokens[index]) == 0x7E
            if isSuppressed { index += 1 }
            let typeStart = index
            var nameEnd = index
            // A dotted name, generic arguments left out.
            while nameEnd < limit, reader.isName(nameEnd) {
                nameEnd += 1
                guard nameEnd + 1 < limit, reader.kind(nameEnd) == .period, reader.isName(nameEnd + 1) else { break }
                nameEnd += 1
            }
            if nameEnd > typeStart, !isSuppressed { names.append(dottedNameNumber(from: typeStart, to: nameEnd)) }
            // Generic arguments belong to the name; `&` and `,` start the next one.
            index = nameEnd > typeStart ? nameEnd : typeStart + 1
            if index < limit, tokens[index].kind == .operatorToken, source.firstByte(of: tokens[index]) == 0x3C,
               !tokens[index].hasLeadingSpace {
                index = reader.skipAngles(from: index, limit: limit)
            }
            guard index < limit else { break }
            if tokens[index].kind == .comma || reader.isOperator(index, "&") {
                index += 1
                continue
            }
            break
        }
        return index
    }

    /// The number of `dottedName(from:to:)` in the name table.
    mutating func dottedNameNumber(from start: Int, to end: Int) -> NameID {
        if end == start + 1 { return nameID(start) }
        return NameID(nameTable.index(ofText: dottedName(from: start, to: end)))
    }

    mutating func dottedName(from start: Int, to end: Int) -> String {
        // Most are one name, already decoded in the name table.
        if end == start + 1 { return self.name(start) }
        var name = ""
        for index in start..<end {
            if tokens[index].kind == .period { name += "." } else { name += self.name(index) }
        }
        return name
    }

    /// Generic parameter names in `<…>` starting at `start`.
    mutating func genericParameters(from start: Int, limit: Int) -> (names: [String], end: Int) {
        guard start < limit, tokens[start].kind == .operatorToken, source.firstByte(of: tokens[start]) == 0x3C else { return ([], start) }
        let end = reader.skipAngles(from: start, limit: limit)
        var names: [String] = []
        var expectName = true
        var index = start + 1
        while index < end {
            let token = tokens[index]
            if token.kind == .comma {
                expectName = true
            } else if expectName, token.kind == .identifier, token.keyword != .each {
                names.append(name(index))
                expectName = false
            } else if token.isOpening {
                index = matches.close(index) + 1
                continue
            }
            index += 1
        }
        return (names, end)
    }

    /// Types nested deeper in other types than this are not read (README "Safety").
    static let maximumTypeNesting: Int32 = 64

    mutating func typeDeclaration(_ kind: TypeKind, at index: Int, prefix: DeclarationPrefix, in top: Int) -> Int? {
        let limit = frames[top].end
        let nameIndex = index + 1
        guard nameIndex < limit, tokens[nameIndex].kind == .identifier else { return nil }
        let name = self.name(nameIndex)
        let (generics, afterGenerics) = genericParameters(from: nameIndex + 1, limit: limit)
        let (inheritance, afterInheritance) = sharedInheritance(from: afterGenerics, limit: limit)
        let bodyOpen = reader.afterWhereClause(from: afterInheritance, limit: limit)
        let enclosing = Int(frames[top].typeName)
        if enclosing >= 0, typeNestings[enclosing] >= Self.maximumTypeNesting {
            // Each nested type's name holds all of its enclosing ones': 20,000 nested
            // structs would take gigabytes of names. Deeper than any real code nests, the
            // type and its body are passed over.
            guard bodyOpen < limit, tokens[bodyOpen].kind == .leftBrace else { return bodyOpen }
            return min(matches.close(bodyOpen), limit) + 1
        }
        let qualified = qualifiedName(name, in: top)
        let isFilePrivate = prefix.isFilePrivate || isInFilePrivateType(top)
        // Room for a file's few types at once, not grown from one (`finish` trims it).
        if syntax.types.capacity == 0 { syntax.types.reserveCapacity(4) }
        // Built in the array and completed in place: built aside, it was copied in (every
        // string and list of it retained) and the original dropped (all released again).
        syntax.types.append(TypeDeclaration(kind: kind, name: qualified, position: SourcePosition(tokens[nameIndex]),
                                            inheritance: inheritance,
                                            attributes: prefix.hasAttributes ? workspace.attributeLists.sharedCopy(of: workspace.prefixAttributes) : []))
        let declared = syntax.types.count - 1
        if !generics.isEmpty { syntax.types[declared].genericParameters = generics }
        if prefix.accessLevelToken >= 0 { syntax.types[declared].accessLevel = accessLevel(of: prefix) }
        syntax.types[declared].isDeclaredInCode = frames[top].isInCode
        syntax.types[declared].isFilePrivate = isFilePrivate
        if frames[top].kind != .declarations {
            shadow.append(nameID(nameIndex))
            forgetEarlierUses(of: name, declaredAt: nameIndex, in: top)
        }
        return pushTypeBody(open: bodyOpen, owner: .type(syntax.types.count - 1), name: qualified, in: top)
    }

    /// A local function or type is visible in its whole block, before its declaration too:
    /// the uses of its name recorded earlier in the block named it, not a member of the
    /// view. (Rare, so paid for here rather than by a look-ahead over every block.)
    mutating func forgetEarlierUses(of name: String, declaredAt nameIndex: Int, in top: Int) {
        guard let collector = frames[top].collector, frames[top].end < tokens.count,
              let open = matches.open(frames[top].end) else { return }
        let blockStart = SourcePosition(tokens[open])
        let declared = SourcePosition(tokens[nameIndex])
        collectors[collector].summary.uses.removeAll { use in
            use.name == name && blockStart < use.position && use.position < declared
        }
    }

    /// Whether the frame is the body of a type declared `private` or `fileprivate`, or nested
    /// in one: what it declares is no more visible than it is.
    private func isInFilePrivateType(_ top: Int) -> Bool {
        guard case .type(let index)? = frames[top].owner else { return false }
        return syntax.types[index].isFilePrivate
    }

    /// Pushes the body of a type or extension as a declarations frame; returns the index
    /// after it (or `open` when no body follows).
    private mutating func pushTypeBody(open: Int, owner: MemberOwner, name: String, in top: Int) -> Int {
        let limit = frames[top].end
        guard open < limit, tokens[open].kind == .leftBrace else { return open }
        let close = matches.close(open)
        var body = Frame(kind: .declarations, cursor: open + 1, end: min(close, limit))
        body.owner = owner
        body.collector = frames[top].collector
        let enclosing = Int(frames[top].typeName)
        // Room for a file's types at once, not grown from one: 0.3% of the corpus run.
        if typeNames.isEmpty {
            typeNames.reserveCapacity(8)
            typeNestings.reserveCapacity(8)
        }
        typeNestings.append(enclosing >= 0 ? typeNestings[enclosing] + 1 : 1)
        typeNames.append(name)
        body.typeName = Int32(typeNames.count - 1)
        body.isInCode = frames[top].isInCode
        body.inQueriedClosure = frames[top].inQueriedClosure
        frames.append(body)
        return close + 1
    }

    mutating func extensionDeclaration(at index: Int, in top: Int) -> Int? {
        let limit = frames[top].end
        var nameEnd = index + 1
        while nameEnd < limit, reader.isName(nameEnd) {
            nameEnd += 1
            guard nameEnd + 1 < limit, reader.kind(nameEnd) == .period, reader.isName(nameEnd + 1) else { break }
            nameEnd += 1
        }
        let sugared = nameEnd == index + 1 && reader.kind(index + 1) == .leftBracket
        guard nameEnd > index + 1 || sugared else { return nil }
        let afterType = reader.skipType(from: index + 1, limit: limit)
        // Sugared types extend the standard type they stand for: `[Int]` Array, `[K: V]`
        // Dictionary, `Int?` Optional.
        let name: String
        if afterType - 1 > index + 1, reader.isOperator(afterType - 1, "?") {
            name = "Optional"
        } else if sugared {
            name = reader.bracketHoldsColon(index + 1) ? "Dictionary" : "Array"
        } else {
            name = dottedName(from: index + 1, to: nameEnd)
        }
        let (inheritance, afterInheritance) = sharedInheritance(from: afterType, limit: limit)
        let bodyOpen = reader.afterWhereClause(from: afterInheritance, limit: limit)
        syntax.extensions.append(ExtensionDeclaration(extendedName: name, position: SourcePosition(tokens[index + 1]),
                                                      inheritance: inheritance))
        return pushTypeBody(open: bodyOpen, owner: .extension(syntax.extensions.count - 1), name: name, in: top)
    }

    mutating func typealiasDeclaration(at index: Int, prefix: DeclarationPrefix, in top: Int) -> Int {
        let limit = frames[top].end
        let end = reader.statementEnd(from: index, limit: limit)
        guard index + 1 < end, tokens[index + 1].kind == .identifier else { return end }
        let name = self.name(index + 1)
        var equals = index + 2
        while equals < end, !reader.isOperator(equals, "=") { equals = reader.afterGroup(equals) }
        let target = equals + 1 < end ? reader.normalizedText(from: equals + 1, to: end) : ""
        var alias = TypealiasDeclaration(name: qualifiedName(name, in: top), position: SourcePosition(tokens[index + 1]),
                                         target: target)
        alias.isFilePrivate = prefix.isFilePrivate || frames[top].isInCode || isInFilePrivateType(top)
        syntax.typealiases.append(alias)
        return end
    }

    // MARK: Members

    /// A collector of its own for a member with code in a type body; elsewhere (a local
    /// function, a static member) its code counts where the enclosing code counts.
    mutating func memberCollector(in top: Int, isStatic: Bool) -> (collector: Int?, isOwn: Bool) {
        guard frames[top].kind == .declarations, ownerMayBeView(top), !isStatic else {
            return (frames[top].collector, false)
        }
        return (newCollector(parent: frames[top].collector), true)
    }

    /// Whether the declarations frame belongs to a struct, an enum or an extension: only
    /// their members' code is ever scored. A class's, actor's or protocol's is not summed
    /// up at all, which spares the time and memory of its uses.
    mutating func ownerMayBeView(_ top: Int) -> Bool {
        switch frames[top].owner {
        case .type(let type)?:
            return syntax.types[type].kind.canBeView
        case .extension?:
            return true
        case nil:
            return false
        }
    }

    /// Whether declarations in the frame are members of a type or extension. A `let` or
    /// `func` in code is a local, and no member is made for it at all.
    mutating func receivesMembers(_ top: Int) -> Bool {
        frames[top].kind == .declarations && frames[top].owner != nil
    }

    /// Adds a member to the declarations frame's owner, with its own collector if it has one.
    /// Built here from its parts, so that a member its owner does not keep is never built.
    mutating func addMember(_ kind: MemberKind, nameNumber: Int, position: SourcePosition, isStatic: Bool,
                            typeText: SharedName?, attributes: [String], parameters: [Parameter], isViewBuilding: Bool,
                            isInitializedConstant: Bool = false, typeIsInferred: Bool = false, constructsType: Bool = false,
                            in top: Int, ownCollector: Int?) {
        guard frames[top].kind == .declarations, let owner = frames[top].owner else { return }
        // A class's, actor's or protocol's members are read by no rule (`ParseWorkspace`).
        if case .type(let type) = owner, !workspace.keepsMembersOfClassesActorsAndProtocols,
           !syntax.types[type].kind.canBeView { return }
        // Told by the table's stored first byte: the name's `String` read for it was retained,
        // released and walked generically (2.1 M instructions of the 1 M-line run, callgrind).
        if TypeLikeName.startsWith(nameTable.firstByte(ofName: nameNumber)) { syntax.declaresMembersNamedLikeTypes = true }
        // Built whole by one initializer: set afterwards, the member would be copied. Most
        // members have neither list, told here: no shared copy asked for, no empty list handed
        // over and released (saved 3.3 M instructions of the 1 M-line run, callgrind).
        let lists = attributes.isEmpty && parameters.isEmpty ? AttributesAndParameters.neither
            : AttributesAndParameters(workspace.attributeLists.sharedCopy(of: attributes),
                                      workspace.parameterLists.sharedCopy(of: parameters),
                                      sharing: &workspace.attributeParameterPairs)
        let member = MemberDeclaration(
            kind: kind, name: workspace.names.sharedName(nameNumber), position: position, isStatic: isStatic,
            typeText: typeText, attributesAndParameters: lists,
            isViewBuilding: isViewBuilding, code: CodeSummary(),
            isInitializedConstant: isInitializedConstant, typeIsInferred: typeIsInferred,
            initialValueConstructsType: constructsType)
        // Into the file's pool: `finish` moves each to its owner (`MemberPool`).
        if let ownCollector { memberCollectors.append((members.count, ownCollector)) }
        members.append(member, ownedBy: owner)
    }

    /// `var`/`let` with one or more bindings, each stored or computed.
    mutating func propertyDeclaration(at index: Int, prefix: DeclarationPrefix, in top: Int) -> Int {
        let limit = frames[top].end
        var cursor = index + 1
        // Most declarations bind one name, kept in `single`; the list (of a previous
        // declaration, emptied: its room is reused) is taken only for a second name or a
        // tuple, whose members are made once every binding's type is known (the list for
        // every declaration: 6.7 M instructions more of the 1 M-line run, callgrind).
        var single: PropertyBinding?
        var bindings: [PropertyBinding] = []
        var usesList = false
        // A local's type is of no rule's concern: only a member's is written down.
        let isMember = receivesMembers(top)
        while cursor < limit {
            let patternStart = cursor
            let patternEnd = reader.bindingPatternEnd(from: cursor, limit: limit)
            guard patternEnd > patternStart else { break }
            let isTuple = tokens[patternStart].kind == .leftParen
            guard isTuple || reader.isName(patternStart) else { break }
            cursor = patternEnd
            var typeTokens: TokenSpan?
            var namesView = false
            if cursor < limit, tokens[cursor].kind == .colon {
                let typeEnd = reader.skipType(from: cursor + 1, limit: limit)
                if isMember {
                    typeTokens = TokenSpan(cursor + 1, typeEnd)
                    namesView = reader.namesView(from: cursor + 1, to: typeEnd)
                }
                cursor = typeEnd
            }
            var hasInitializer = false
            var typeIsInferred = false
            var constructsType = false
            if cursor < limit, reader.isOperator(cursor, "=") {
                hasInitializer = true
                let end = reader.statementEnd(from: cursor + 1, limit: limit, stopAtObservers: true)
                // A comma at depth 0 ends this binding's initializer, unless it is in the
                // conditions of an `if` expression.
                var initializerEnd = reader.afterConditionalExpression(from: cursor + 1, limit: end)
                while initializerEnd < end, tokens[initializerEnd].kind != .comma {
                    initializerEnd = min(reader.afterGroupOrGenericArguments(initializerEnd, limit: end), end)
                }
                if isMember, let constructed = reader.constructedTypeName(from: cursor + 1, to: initializerEnd) {
                    let name = TokenSpan(constructed.lowerBound, constructed.upperBound)
                    if let typeTokens {
                        constructsType = text(of: typeTokens) == text(of: name)
                    } else {
                        typeTokens = name
                        typeIsInferred = true
                        constructsType = true
                    }
                }
                if !skipsUnreadCode(from: cursor + 1, to: initializerEnd, collector: frames[top].collector, in: top) {
                    pushCodeUnlessInert(from: cursor + 1, to: initializerEnd, collector: frames[top].collector)
                }
                cursor = initializerEnd
            }
            var memberKind: MemberKind = .storedProperty
            var ownCollector: Int?
            if cursor < limit, tokens[cursor].kind == .leftBrace {
                let blockKind = reader.accessorBlockKind(open: cursor)
                var collector = frames[top].collector
                if blockKind != .observers {
                    memberKind = .computedProperty
                    let chosen = memberCollector(in: top, isStatic: prefix.isStatic)
                    collector = chosen.collector
                    if chosen.isOwn { ownCollector = chosen.collector }
                }
                let close = matches.close(cursor)
                if !skipsUnreadCode(from: cursor + 1, to: close, collector: collector, in: top) {
                    pushCode(blockKind == .getter ? .code : .accessors, from: cursor + 1, to: close, collector: collector,
                             opener: .leftBrace)
                }
                cursor = close + 1
            }
            let binding = PropertyBinding(nameToken: patternStart, typeTokens: typeTokens, hasInitializer: hasInitializer,
                                          kind: memberKind, ownCollector: ownCollector, namesView: namesView,
                                          typeIsInferred: typeIsInferred, constructsType: constructsType)
            if !isTuple, !usesList, single == nil {
                single = binding
            } else {
                if !usesList {
                    usesList = true
                    swap(&bindings, &workspace.spareBindings)
                    if let first = single { bindings.append(first) }
                    single = nil
                }
                if isTuple {
                    let elementTypes = typeTokens == nil ? []
                        : tupleElementTypes(patternOpen: patternStart, patternEnd: patternEnd, typeStart: patternEnd + 1)
                    for name in patternStart..<patternEnd
                    where tokens[name].kind == .identifier && tokens[name].keyword != .underscore && reader.kind(name + 1) != .colon {
                        var element = binding
                        element.nameToken = name
                        element.typeTokens = elementTypes.first { $0.name == name }?.type ?? typeTokens
                        bindings.append(element)
                    }
                } else {
                    bindings.append(binding)
                }
            }
            guard cursor < limit, tokens[cursor].kind == .comma else { break }
            cursor += 1
        }
        // One name: no later binding lends it a type.
        if let single {
            addBinding(single, declaredBy: index, prefix: prefix, end: cursor, isMember: isMember, in: top)
            return max(cursor, index + 1)
        }
        guard usesList else { return max(cursor, index + 1) }
        // `var a, b: T`: a binding without type or value takes the next one's type.
        var laterType: TokenSpan?
        for position in bindings.indices.reversed() {
            if bindings[position].typeTokens == nil, !bindings[position].hasInitializer {
                bindings[position].typeTokens = laterType
            }
            laterType = bindings[position].typeIsInferred ? nil : bindings[position].typeTokens
        }
        for binding in bindings {
            addBinding(binding, declaredBy: index, prefix: prefix, end: cursor, isMember: isMember, in: top)
        }
        // Left empty, with its room, for the next declaration.
        bindings.emptyKeepingRoom()
        swap(&bindings, &workspace.spareBindings)
        return max(cursor, index + 1)
    }

    /// The member a binding of the `var`/`let` at `keyword` declares (`isMember`), or the
    /// local name it binds from `end`, the declaration's end, on.
    private mutating func addBinding(_ binding: PropertyBinding, declaredBy keyword: Int, prefix: DeclarationPrefix,
                                     end: Int, isMember: Bool, in top: Int) {
        let id = nameID(binding.nameToken)
        if isMember {
            let isLet = reader.keyword(keyword) == .kwLet
            addMember(binding.kind, nameNumber: Int(id), position: SourcePosition(tokens[binding.nameToken]),
                      isStatic: prefix.isStatic, typeText: binding.typeTokens.map { sharedText(of: $0) }, attributes: attributes(of: prefix),
                      parameters: [], isViewBuilding: binding.namesView || prefix.hasViewBuilder,
                      isInitializedConstant: isLet && binding.hasInitializer, typeIsInferred: binding.typeIsInferred,
                      constructsType: binding.constructsType, in: top, ownCollector: binding.ownCollector)
        }
        // A local property: its names shadow members from the end of the declaration on.
        if frames[top].kind != .declarations { pendingLocals.append((activateAt: end, name: id)) }
    }

    /// `let (a, b): (Int, String)`: each name of a flat tuple pattern takes its element of
    /// a tuple type (element labels dropped). Empty when the shapes do not match one to one.
    mutating func tupleElementTypes(patternOpen: Int, patternEnd: Int, typeStart: Int) -> [(name: Int, type: TokenSpan)] {
        let patternClose = patternEnd - 1
        guard reader.kind(patternClose) == .rightParen, reader.kind(typeStart) == .leftParen else { return [] }
        let typeClose = matches.close(typeStart)
        guard typeClose < tokens.count else { return [] }
        var result: [(name: Int, type: TokenSpan)] = []
        var name = patternOpen + 1
        var element = typeStart + 1
        while name < patternClose {
            guard reader.isName(name), element < typeClose else { return [] }
            if reader.isName(element), reader.kind(element + 1) == .colon { element += 2 }
            let elementEnd = reader.skipType(from: element, limit: typeClose)
            guard elementEnd > element else { return [] }
            result.append((name, TokenSpan(element, elementEnd)))
            name += 1
            element = elementEnd
            guard name < patternClose else { break }
            guard reader.kind(name) == .comma, reader.kind(element) == .comma else { return [] }
            name += 1
            element += 1
        }
        return name == patternClose && element == typeClose ? result : []
    }

    /// Tokens `start..<end` of the file, whose text (`TokenReader.normalizedText`) is made
    /// only once a member needs it.
    struct TokenSpan: Equatable {
        var start: Int
        var end: Int

        init(_ start: Int, _ end: Int) {
            self.start = start
            self.end = end
        }
    }

    /// The written text of the tokens of `span`.
    mutating func text(of span: TokenSpan) -> String {
        // A one-name type (`String`, `Item`) is its name in the table, decoded once per
        // worker: a reference to it costs no new string per member.
        if span.end == span.start + 1, tokens[span.start].kind == .identifier, source.firstByte(of: tokens[span.start]) != 0x60 {
            return name(span.start)
        }
        return reader.normalizedText(from: span.start, to: span.end)
    }

    /// `text(of:)` as a shared name, through the worker's table: the shared table's lock is
    /// taken once per worker and text (measured: 55 M instructions of a 1 M-line run, locked per member).
    mutating func sharedText(of span: TokenSpan) -> SharedName {
        if span.end == span.start + 1, tokens[span.start].kind == .identifier, source.firstByte(of: tokens[span.start]) != 0x60 {
            return workspace.names.sharedName(nameTable.index(of: tokens[span.start]))
        }
        // Written without space between its tokens (`[Item]`, `Model?`), the text is the
        // file's bytes: looked up there, with no string made (measured with the call labels
        // looked up in the worker's table too: 12 M instructions of a 1 M-line run). So it is
        // with one space between two of them (`some View`, `[String: Int]`), the one space the
        // text has there: with those looked up in the file too, shared type texts cost 32.4 M
        // instructions of that run rather than 47.8 M (callgrind).
        var index = span.start + 1
        while index < span.end, reader.joinsAsWritten(index) { index += 1 }
        if index == span.end, span.start < span.end {
            return workspace.names.sharedName(nameTable.index(ofFileBytes: Int(tokens[span.start].start)..<Int(tokens[span.end - 1].end)))
        }
        return workspace.names.sharedName(ofText: reader.normalizedText(from: span.start, to: span.end))
    }

    /// One name a `var`/`let` binds, before it becomes a member. Plain data (the type as
    /// tokens, its text made when the member is): copied, appended and dropped with no
    /// reference counting.
    struct PropertyBinding {
        var nameToken: Int
        var typeTokens: TokenSpan?
        var hasInitializer: Bool
        var kind: MemberKind
        var ownCollector: Int?
        /// The declared type names `View`/`AnyView`.
        var namesView: Bool
        /// `MemberDeclaration.typeIsInferred`, `initialValueConstructsType`.
        var typeIsInferred = false
        var constructsType = false
    }

    /// `func name<T>(params) async throws -> R where … { body }`.
    mutating func functionDeclaration(at index: Int, prefix: DeclarationPrefix, in top: Int) -> Int {
        let limit = frames[top].end
        let nameIndex = index + 1
        guard nameIndex < limit, reader.isName(nameIndex) || tokens[nameIndex].kind == .operatorToken else { return index + 1 }
        let nameNumber = nameID(nameIndex)
        // The name's text is taken only where it is needed, not retained and released for
        // every function (2.2 M instructions of the 1 M-line run, callgrind).
        if frames[top].kind != .declarations {
            shadow.append(nameNumber)
            forgetEarlierUses(of: nameTable.names[Int(nameNumber)], declaredAt: nameIndex, in: top)
        }
        var cursor = genericParameters(from: nameIndex + 1, limit: limit).end
        guard cursor < limit, tokens[cursor].kind == .leftParen else { return cursor }
        let parameterOpen = cursor
        // The list of an earlier declaration, emptied: an array less per function.
        var parameters = takeSpareParameters()
        defer { keepForReuse(&parameters) }
        parameterClause(open: parameterOpen, into: &parameters)
        cursor = matches.close(parameterOpen) + 1
        var returnType: (start: Int, end: Int)?
        while cursor < limit {
            if reader.isOperator(cursor, "->") {
                let end = reader.skipType(from: cursor + 1, limit: limit)
                returnType = (cursor + 1, end)
                cursor = end
                break
            }
            let keyword = reader.keyword(cursor)
            guard keyword == .async || keyword == .kwThrows || keyword == .kwRethrows || keyword == .kwAs else { break }
            cursor = keyword == .kwThrows && reader.kind(cursor + 1) == .leftParen ? matches.close(cursor + 1) + 1 : cursor + 1
        }
        cursor = reader.afterWhereClause(from: cursor, limit: limit)
        let hasBody = cursor < limit && tokens[cursor].kind == .leftBrace
        var (collector, isOwn) = memberCollector(in: top, isStatic: prefix.isStatic)
        // A hand-written `==` is static but needs its own record of what it reads.
        let isEquality = reader.isOperator(nameIndex, "==")
        if isEquality, !isOwn, frames[top].kind == .declarations, ownerMayBeView(top) {
            collector = newCollector(parent: frames[top].collector)
            isOwn = true
        }
        if isEquality, isOwn, let collector { collectors[collector].recordsMemberAccesses = true }
        if receivesMembers(top) {
            // Written into a reused list: the member keeps a shared copy (`addMember`).
            var memberParameters: [Parameter] = []
            swap(&memberParameters, &workspace.spareMemberParameters)
            for parameter in parameters {
                memberParameters.append(Parameter(label: nameTable.names[Int(parameter.label)], hasDefault: parameter.defaultValue != nil))
            }
            addMember(
                .method, nameNumber: Int(nameNumber), position: SourcePosition(tokens[nameIndex]), isStatic: prefix.isStatic,
                typeText: returnType.map { sharedText(of: TokenSpan($0.start, $0.end)) },
                attributes: attributes(of: prefix),
                parameters: memberParameters,
                isViewBuilding: prefix.hasViewBuilder || returnType.map { reader.namesView(from: $0.start, to: $0.end) } == true,
                in: top, ownCollector: isOwn ? collector : nil)
            memberParameters.emptyKeepingRoom()
            swap(&memberParameters, &workspace.spareMemberParameters)
        }
        pushFunctionCode(parameters: parameters, bodyOpen: hasBody ? cursor : nil, collector: collector, in: top)
        return hasBody ? matches.close(cursor) + 1 : cursor
    }

    /// `init`, `deinit`, `subscript`: their code is read, but they are no member uses.
    mutating func initializerLikeDeclaration(at index: Int, in top: Int) -> Int {
        let limit = frames[top].end
        var cursor = index + 1
        if reader.isOperator(cursor, "?") || reader.isOperator(cursor, "!") { cursor += 1 }
        cursor = genericParameters(from: cursor, limit: limit).end
        var parameters = takeSpareParameters()
        defer { keepForReuse(&parameters) }
        if cursor < limit, tokens[cursor].kind == .leftParen {
            parameterClause(open: cursor, into: &parameters)
            cursor = matches.close(cursor) + 1
        }
        while cursor < limit, tokens[cursor].kind != .leftBrace {
            if tokens[cursor].isAtLineStart, reader.startsDeclaration(cursor) || tokens[cursor].kind == .attribute { break }
            if tokens[cursor].isClosing { break }
            cursor = reader.afterGroup(cursor)
        }
        let hasBody = cursor < limit && tokens[cursor].kind == .leftBrace
        if hasBody, reader.keyword(index) == .kwInit, receivesMembers(top), ownerMayBeView(top) {
            let assignments = initializerAssignments(bodyOpen: cursor)
            if !assignments.isEmpty {
                switch frames[top].owner {
                case .type(let type)?: syntax.types[type].initializerAssignments += assignments
                case .extension(let ext)?: syntax.extensions[ext].initializerAssignments += assignments
                case nil: break
                }
            }
        }
        let collector = frames[top].collector
        if hasBody, reader.keyword(index) == .kwSubscript, reader.accessorBlockKind(open: cursor) != .getter {
            if !skipsUnreadCode(from: cursor + 1, to: matches.close(cursor), collector: collector, in: top) {
                let start = namePool.count
                for parameter in parameters { namePool.append(boundName(of: parameter)) }
                pushCode(.accessors, from: cursor + 1, to: matches.close(cursor), collector: collector,
                         pooledNames: pooledSince(start), opener: .leftBrace)
            }
            for parameter in parameters { if let value = parameter.defaultValue { pushCodeUnlessInert(from: value.lowerBound, to: value.upperBound, collector: collector) } }
        } else {
            pushFunctionCode(parameters: parameters, bodyOpen: hasBody ? cursor : nil, collector: collector, in: top)
        }
        return hasBody ? matches.close(cursor) + 1 : cursor
    }

    /// The parameter list of an earlier declaration, empty, with its room.
    @inline(__always)
    mutating func takeSpareParameters() -> [ParsedParameter] {
        var parameters: [ParsedParameter] = []
        swap(&parameters, &workspace.spareParameters)
        return parameters
    }

    /// Keeps `parameters`, emptied, for the next declaration.
    @inline(__always)
    mutating func keepForReuse(_ parameters: inout [ParsedParameter]) {
        parameters.emptyKeepingRoom()
        swap(&parameters, &workspace.spareParameters)
    }

    /// The body with the parameters bound, and before it each default value. A body that
    /// records nothing, read from the frame `top`, is not pushed (`recordsNothing`).
    mutating func pushFunctionCode(parameters: [ParsedParameter], bodyOpen: Int?, collector: Int?, in top: Int) {
        if let bodyOpen, !skipsUnreadCode(from: bodyOpen + 1, to: min(matches.close(bodyOpen), tokens.count), collector: collector, in: top) {
            let start = namePool.count
            for parameter in parameters { poolParameterName(number: boundName(of: parameter)) }
            pushCode(from: bodyOpen + 1, to: matches.close(bodyOpen), collector: collector,
                     pooledNames: pooledSince(start), opener: .leftBrace)
        }
        for parameter in parameters.reversed() {
            if let value = parameter.defaultValue { pushCodeUnlessInert(from: value.lowerBound, to: value.upperBound, collector: collector) }
        }
    }
}
